import { LANG_TAGS, isLang } from '../../../i18n/languages';

/** Date and time of a record in the user's language; '' for a bad value. */
export function formatTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tag = isLang(lang) ? LANG_TAGS[lang] : 'en';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
