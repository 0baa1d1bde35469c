import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import addonMsw from 'msw-storybook-addon';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configure } from 'storybook/test';
import { setAppearance, type ThemeChoice } from '../src/components/theme/appearance';
import { getAntdLocale } from '../src/i18n/antd';
import {
  changeLanguage,
  DEFAULT_LANG,
  isLang,
  LANG_NAMES,
  LANGS,
  loadAllNamespaces,
} from '../src/i18n';
import { SEED_COINS } from '../stories/foundations/coins';
import { closeOverlays } from './overlays';
import { mobileViewports } from './viewports';
import { seedSession, type SessionParameter } from './session';
import './antd-setup';
import 'virtual:theme.css';
import 'virtual:theme-dark.css';
import '../src/app/theme.css';
import './preview.css';

// One MSW worker for all stories. An /api call no handler answers is a bug in the story: it is
// reported and fails like a network error (instead of reaching the dev proxy); everything else
// (modules, locale chunks, fonts) goes to the network untouched.
// Started once: a docs page renders several stories, and a second start throws ("already replaced").
let started: ReturnType<typeof startWorkerOnce> | undefined;
const startWorker = () => (started ??= startWorkerOnce());

async function startWorkerOnce() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // msw 3 replaced `onUnhandledRequest` with this frame-level hook.
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (!request || !new URL(request.url).pathname.startsWith('/api/')) return;
      defaults.error();
      throw new Error(`No MSW handler for ${request.method} ${request.url}`);
    },
  });
  return worker;
}

// findBy*/waitFor give up after 1 s by default; a busy 2-core CI machine needs more headroom
// (3 s was not enough once: a first call that loads axios under load answered after 4 s).
configure({ asyncUtilTimeout: 6000 });

type MswParameter =
  | RequestHandler[]
  | { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> };

// msw-storybook-addon 3 only reads handlers from `beforeEach({ msw })` under CSF Next; stories in
// this repo may also declare `parameters.msw.handlers`, so those are applied here.
function handlersOf(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean);
}

const authenticatorOff = http.get('/api/security/authenticator', () =>
  HttpResponse.json({
    code: 1,
    type: 'ok',
    message: 'OK',
    data: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
  }),
);

const noPasskeys = http.get('/api/security/passkeys', () =>
  HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: { list: [] } }),
);

// The tab pages' bell (signed in) asks for the unread count: none, unless a story says otherwise.
const noUnreadNotifications = http.get('/api/notifications/unread', () =>
  HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: { count: 0 } }),
);
// Nor Web Push: after a withdrawal or a P2P order the app offers push only when the server has a
// key (src/features/notifications/push); the push prompt's own stories give one.
const noPushKey = http.get('/api/push/config', () =>
  HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: { public_key: null } }),
);

// Every coin icon asks the coin catalog for operators' icons: the seed's coins, none uploaded
// (shipped icons), unless a story about an override says otherwise.
const coinCatalogWithoutUploads = http.get('/api/coins', () =>
  HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: { items: SEED_COINS } }),
);

// The sign-in page asks for options at once where the browser offers passkey autofill; the
// request stays pending (no passkey is picked in a story).
const passkeyAutofillOptions = http.post('/api/user/login/passkey/options', () =>
  HttpResponse.json({
    code: 1,
    type: 'ok',
    message: 'OK',
    data: {
      options: JSON.stringify({
        challenge: 'c3Rvcnktb25seS1jaGFsbGVuZ2U',
        rpId: 'localhost',
        allowCredentials: [],
        userVerification: 'required',
        timeout: 300000,
      }),
    },
  }),
);

/** Shows where the page went, so a play function can assert a navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

function LocaleShell({ children }: { children: ReactNode }) {
  // Subscribing re-renders the tree (and antd's locale) when the toolbar switches language.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider key={i18n.language} locale={getAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}

export default definePreview({
  addons: [addonA11y(), addonDocs(), addonMsw(startWorker)],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGS.map((value) => ({ value, title: LANG_NAMES[value], right: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    rise: {
      description: 'Rise and fall colours',
      toolbar: {
        title: 'Rise colour',
        icon: 'arrowup',
        items: [
          { value: 'green-up', title: 'Green up, red down' },
          { value: 'red-up', title: 'Red up, green down' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LANG,
    theme: 'light',
    rise: 'green-up',
    viewport: { value: 'mobile390', isRotated: false },
  },
  parameters: {
    // axe on every story (its panel in Storybook, and every story test): a WCAG 2.2 A/AA
    // violation fails the test.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    layout: 'fullscreen',
    viewport: { options: mobileViewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // Loaders run before any beforeEach and before render: every story starts from a clean
  // browser state, in its language, with its own query cache.
  loaders: [
    async ({ globals, parameters }) => {
      await closeOverlays();
      localStorage.clear();
      sessionStorage.clear();
      // Stories are drawn in a chosen theme, never the reviewer's system one (stable screenshots).
      setAppearance({
        theme: (globals.theme === 'dark' ? 'dark' : 'light') satisfies ThemeChoice,
        rise: globals.rise === 'red-up' ? 'red-up' : 'green-up',
      });
      seedSession(parameters.session as SessionParameter | undefined);
      const lang = isLang(globals.locale) ? globals.locale : DEFAULT_LANG;
      await loadAllNamespaces(lang);
      await changeLanguage(lang);
      // As the app's (src/app/queryClient.ts): offline, calls fail at once instead of pausing.
      const queryClient = new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
          mutations: { retry: false, networkMode: 'always' },
        },
      });
      return { queryClient };
    },
  ],
  // axe (the a11y addon's afterEach) sees the page as it opens: scrolled down by a play function,
  // the sticky nav bar covers controls at the top, which its target-size rule counts as obscured.
  afterEach() {
    window.scrollTo(0, 0);
  },
  beforeEach({ msw, parameters }) {
    // The baseline user has no second factor: every form with a fund password asks whether the
    // authenticator is on and which passkeys there are (step-up). A story about the factor
    // answers otherwise. Nor any unread notification (the bell on Home and Assets).
    msw.use(
      authenticatorOff,
      noPasskeys,
      passkeyAutofillOptions,
      noUnreadNotifications,
      noPushKey,
      coinCatalogWithoutUploads,
    );
    const handlers = handlersOf(parameters.msw as MswParameter | undefined);
    if (handlers.length > 0) msw.use(...handlers);
  },
  decorators: [
    (Story, { loaded, parameters }) => {
      const route =
        typeof parameters.route === 'string' ? parameters.route.replace(/^\/+/, '') : '';
      const page = (
        <div data-testid="story-root" className="story-root">
          <Story />
        </div>
      );
      return (
        <QueryClientProvider client={loaded.queryClient as QueryClient}>
          <LocaleShell>
            {parameters.router === false ? (
              page
            ) : (
              <MemoryRouter initialEntries={[`/${route}`]}>
                {/* Any path renders the story, so a page that navigates away stays on screen. */}
                <Routes>
                  <Route path="*" element={page} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            )}
          </LocaleShell>
        </QueryClientProvider>
      );
    },
  ],
});
