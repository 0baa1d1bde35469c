import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd';
import { LANG_STORAGE_KEY, LANG_TAGS, type Lang, storedLanguage } from './languages';

// i18next with one JSON file per language and namespace (src/i18n/locales/<lang>/<ns>.json).
// Only the chosen language is loaded, and of it only the namespaces the first screen needs;
// a feature's namespace arrives with its first page (useTranslation suspends into the page
// loader meanwhile). Switching language loads every namespace in use before it is shown.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const pathOf = (lang: string, ns: string) => `./locales/${lang}/${ns}.json`;

export const NAMESPACES = [
  ...new Set(Object.keys(bundles).map((path) => path.split('/')[3]!.replace('.json', ''))),
];

/** What the sign-in screens and the app shell use: loaded before the first render. */
export const CORE_NAMESPACES = ['common', 'form', 'auth'] as const;

async function loadBundles(lang: Lang, namespaces: readonly string[]) {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = bundles[pathOf(lang, ns)];
      if (!load) throw new Error(`no locale file ${pathOf(lang, ns)}`);
      i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

// Serves the namespaces requested later (react-i18next asks when a component needs one).
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang, ns, callback) {
    const load = bundles[pathOf(lang, ns)];
    if (!load) return callback(new Error(`no locale file ${pathOf(lang, ns)}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

let ready: Promise<void> | undefined;

/** Start i18next in the stored language (default en). Safe to call more than once. */
export function initI18n(lang: Lang = storedLanguage()): Promise<void> {
  ready ??= (async () => {
    await i18n
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        lng: lang,
        fallbackLng: false, // a missing key is a bug the locale tests catch, not something to hide
        ns: [...CORE_NAMESPACES],
        defaultNS: 'common',
        partialBundledLanguages: true,
        initAsync: false, // resources are added by loadBundles; nothing to wait for here
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    await Promise.all([loadBundles(lang, CORE_NAMESPACES), applyAntdLocale(lang)]);
    document.documentElement.lang = LANG_TAGS[lang];
  })();
  return ready;
}

/** The namespaces loaded so far (in the current language) plus the core ones. */
const namespacesInUse = () => [
  ...new Set([...CORE_NAMESPACES, ...Object.keys(i18n.store.data[i18n.language] ?? {})]),
];

/** Switch the interface language at once and remember it under `lang`. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await initI18n(lang);
  await Promise.all([loadBundles(lang, namespacesInUse()), applyAntdLocale(lang)]);
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.documentElement.lang = LANG_TAGS[lang];
}

/** Every namespace of a language (Storybook and tests, whose assertions read any namespace). */
export async function loadAllNamespaces(lang: Lang): Promise<void> {
  await initI18n(lang); // i18next only has addResourceBundle & co. once init() has run
  return loadBundles(lang, NAMESPACES);
}

export * from './languages';
export default i18n;
