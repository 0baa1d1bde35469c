import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd';
import { LANG_STORAGE_KEY, LANG_TAGS, type Lang, storedLanguage } from './languages';

// i18next with one JSON file per language and namespace (src/i18n/locales/<lang>/<ns>.json).
// Only the chosen language is loaded; switching loads the next one before it is shown.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const NAMESPACES = [
  ...new Set(Object.keys(bundles).map((path) => path.split('/')[3]!.replace('.json', ''))),
];

async function loadLanguage(lang: Lang) {
  const prefix = `./locales/${lang}/`;
  const entries = Object.entries(bundles).filter(([path]) => path.startsWith(prefix));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const ns = path.slice(prefix.length, -'.json'.length);
      i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

let ready: Promise<void> | undefined;

/** Start i18next in the stored language (default en). Safe to call more than once. */
export function initI18n(lang: Lang = storedLanguage()): Promise<void> {
  ready ??= (async () => {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false, // a missing key is a bug the locale tests catch, not something to hide
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await Promise.all([loadLanguage(lang), applyAntdLocale(lang)]);
    document.documentElement.lang = LANG_TAGS[lang];
  })();
  return ready;
}

/** Switch the interface language at once and remember it under `lang`. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await initI18n(lang);
  await Promise.all([loadLanguage(lang), applyAntdLocale(lang)]);
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.documentElement.lang = LANG_TAGS[lang];
}

export * from './languages';
export default i18n;
