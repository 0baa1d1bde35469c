import { messages, type MessageKey } from './messages.ts';
import type { Lang } from './languages.ts';

export * from './languages.ts';
export type { MessageKey } from './messages.ts';

export type MessageParams = Record<string, string | number>;

/** The message in `lang`, with `{name}` parameters filled in. */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const text = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
