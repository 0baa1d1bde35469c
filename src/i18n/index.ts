import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd';
import { LANG_STORAGE_KEY, LANG_TAGS, type Lang, storedLanguage } from './languages';

// i18next with one JSON file per language and namespace (src/i18n/locales/<lang>/<ns>.json).
// Only the chosen language is loaded, and of it only the namespaces the first screen needs;
// a feature's namespace arrives with its first page (useTranslation suspends into the page
// loader meanwhile). Switching language loads every namespace in use before it is shown.
type Texts = Record<string, unknown>;

/** What the sign-in screens and the app shell use: loaded before the first render. */
export const CORE_NAMESPACES = ['common', 'form', 'auth'] as const;
const isCore = (ns: string) => (CORE_NAMESPACES as readonly string[]).includes(ns);
const namespaceOf = (path: string) => path.split('/').pop()!.replace('.json', '');

// The core namespaces, one chunk per language: the first render waits on a single request.
const coreBundles = import.meta.glob<{ default: Record<string, Texts> }>('./core/*.ts');
async function coreTexts(lang: string): Promise<Record<string, Texts>> {
  const load = coreBundles[`./core/${lang}.ts`];
  if (!load) throw new Error(`no core texts for ${lang}`);
  const files = (await load()).default;
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [namespaceOf(path), texts]),
  );
}

// Every other namespace is listed in the catalog chunk, fetched alongside the first screen.
let catalog: Promise<Record<string, () => Promise<{ default: Texts }>>> | undefined;
const allBundles = () =>
  (catalog ??= import('./catalog').then(
    (m) => m.bundles,
    (error: unknown) => {
      catalog = undefined; // offline or a new deploy: the next namespace asks again
      throw error;
    },
  ));

async function textsOf(lang: string, ns: string): Promise<Texts> {
  if (isCore(ns)) return (await coreTexts(lang))[ns]!;
  const path = `./locales/${lang}/${ns}.json`;
  const load = (await allBundles())[path];
  if (!load) throw new Error(`no locale file ${path}`);
  return (await load()).default;
}

/**
 * Fetch the catalog ahead of need. A page that declares its namespaces asks for it as it starts
 * loading (lazyPage); this is for the rest, once the first screen has settled, so that a screen
 * made only of core namespaces (login) does not run it before its first frame.
 */
export const preloadCatalog = (): Promise<void> =>
  allBundles().then(
    () => {},
    () => {},
  );

/** Every namespace there is. */
export async function allNamespaces(): Promise<string[]> {
  const others = Object.keys(await allBundles()).map(namespaceOf);
  return [...new Set([...CORE_NAMESPACES, ...others])];
}

async function loadBundles(lang: Lang, namespaces: readonly string[]) {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      i18n.addResourceBundle(lang, ns, await textsOf(lang, ns), true, true);
    }),
  );
}

// Serves the namespaces requested later (react-i18next asks when a component needs one).
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang, ns, callback) {
    textsOf(lang, ns).then(
      (texts) => callback(null, texts),
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
  return loadBundles(lang, await allNamespaces());
}

export * from './languages';
export default i18n;
