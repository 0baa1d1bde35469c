// The seven interface languages of the product (spec section 1), `en` by default.
export const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a `lang` header value; anything unknown falls back to English. */
export function langOf(value: unknown): Lang {
  const first = Array.isArray(value) ? value[0] : value;
  return isLang(first) ? first : DEFAULT_LANG;
}

export type Localized = Record<Lang, string>;
