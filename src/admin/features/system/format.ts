import type { TFunction } from 'i18next';
import { isLang, LANG_TAGS } from '../../../i18n/languages';

// The live figures as the operator's language writes numbers: requests per second, the error
// rate as a percentage, latency in milliseconds, memory in megabytes, and durations.

/** How often the live figures refresh (the servers' heartbeat is every 10 s). */
export const LIVE_REFRESH_MS = 10_000;

/** A job's name as a translation key of its description (i18next reads dots as nesting). */
export const jobKey = (name: string) => `job.${name.replaceAll('.', '_')}`;

const tagOf = (lang: string) => (isLang(lang) ? LANG_TAGS[lang] : 'en');
const number = (lang: string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(tagOf(lang), options);

export const formatRps = (value: number, lang: string) =>
  number(lang, { maximumFractionDigits: 2 }).format(value);

export const formatErrorRate = (value: number, lang: string) =>
  number(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value);

export const formatMs = (value: number | null, lang: string) =>
  value === null
    ? '—'
    : number(lang, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 1 }).format(value);

export const formatMemory = (bytes: number, lang: string) =>
  number(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
    bytes / 1_048_576,
  );

/** A whole number of seconds in its two largest units (12 s, 3 min 5 s, 4 h 10 min, 2 d 3 h). */
export function formatDuration(t: TFunction, seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return t('system.dur_dh', { d, h });
  if (h > 0) return t('system.dur_hm', { h, m });
  if (m > 0) return t('system.dur_ms', { m, s });
  return t('system.dur_s', { s });
}
