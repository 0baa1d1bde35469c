import { LANG_TAGS, type Lang, isLang } from '../i18n/languages';

// Dates come from the server as ISO 8601 UTC strings and are shown in the user's language.

/** A calendar date such as "Mar 4, 2025" / "2025年3月4日"; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tag = isLang(lang) ? LANG_TAGS[lang as Lang] : 'en';
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    date,
  );
}

/** A date and time such as "Mar 4, 2025, 14:05" in the user's language and time zone; '' for a bad value. */
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  return formatWith(iso, lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** The time of day such as "14:05", in the user's language and time zone; '' for a bad value. */
export function formatTime(iso: string | null | undefined, lang: string): string {
  return formatWith(iso, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** Date and time to the second, e.g. "Mar 4, 09:30:05" (order and delivery times); '' for a bad value. */
export function formatDateTimeSeconds(iso: string | null | undefined, lang: string): string {
  return formatWith(iso, lang, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

function formatWith(
  iso: string | null | undefined,
  lang: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tag = isLang(lang) ? LANG_TAGS[lang as Lang] : 'en';
  return new Intl.DateTimeFormat(tag, options).format(date);
}
