import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_NAMES, LANG_TAGS, LANGS, type Lang } from '../../i18n/languages';
import en from './locales/en.json';
import esp from './locales/esp.json';
import hk from './locales/hk.json';
import jp from './locales/jp.json';
import kr from './locales/kr.json';
import th from './locales/th.json';
import zh from './locales/zh.json';

// The console's own i18next instance (the same library and conventions as the app's, one JSON file
// per language): the app's seven languages, all bundled, since the console is a desktop tool and
// the files are small. Its own instance keeps it apart from the app's in Storybook.
export const CONSOLE_LANGS = LANGS;
export type ConsoleLang = Lang;
export const CONSOLE_LANG_NAMES: Record<ConsoleLang, string> = LANG_NAMES;
const texts: Record<ConsoleLang, object> = { en, zh, hk, jp, kr, esp, th };
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
  resources: Object.fromEntries(CONSOLE_LANGS.map((lang) => [lang, { console: texts[lang] }])),
  ns: ['console'],
  defaultNS: 'console',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setConsoleLang(lang: ConsoleLang): Promise<void> {
  await consoleI18n.changeLanguage(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = LANG_TAGS[lang];
}
