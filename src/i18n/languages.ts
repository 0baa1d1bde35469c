// The seven interface languages (spec section 1) and where the choice is stored.
export const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_STORAGE_KEY = 'lang';

/** Each language named in itself, as a language picker shows it. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  jp: '日本語',
  kr: '한국어',
  esp: 'Español',
  th: 'ไทย',
};

/** BCP 47 tags, for <html lang> and Intl formatting. */
export const LANG_TAGS: Record<Lang, string> = {
  en: 'en',
  zh: 'zh-CN',
  hk: 'zh-HK',
  jp: 'ja',
  kr: 'ko',
  esp: 'es',
  th: 'th',
};

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

export function storedLanguage(): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  return isLang(stored) ? stored : DEFAULT_LANG;
}
