import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zh from './locales/zh.json';

// The console's own i18next instance (the same library and conventions as the app's, one JSON file
// per language): English and Simplified Chinese, both bundled, since the console is a desktop tool
// and the two files are small. Its own instance keeps it apart from the app's in Storybook.
export const CONSOLE_LANGS = ['en', 'zh'] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];
export const CONSOLE_LANG_NAMES: Record<ConsoleLang, string> = { en: 'English', zh: '简体中文' };
const STORAGE_KEY = 'console.lang';

export const isConsoleLang = (value: unknown): value is ConsoleLang =>
  (CONSOLE_LANGS as readonly unknown[]).includes(value);

function storedLang(): ConsoleLang {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isConsoleLang(stored) ? stored : 'en';
}

export const consoleI18n = i18next.createInstance();
void consoleI18n.use(initReactI18next).init({
  lng: storedLang(),
  fallbackLng: false, // a missing key is a bug the locale test catches
  resources: { en: { console: en }, zh: { console: zh } },
  ns: ['console'],
  defaultNS: 'console',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setConsoleLang(lang: ConsoleLang): Promise<void> {
  await consoleI18n.changeLanguage(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}
