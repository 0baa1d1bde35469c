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
