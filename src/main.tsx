import 'antd-mobile/es/global';
import 'virtual:theme.css';
import './app/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHttp, setSessionExpiredHandler } from './api/http';
import { forgetHtmlCalls } from './api/htmlCalls';
import { redirectToLogin } from './app/authGuard';
import { App } from './app/App';
import { loadDialog, loadToast } from './components/imperative/load';
import { applyAppearance, getAppearance } from './components/theme/appearance';
import { watchDarkTheme } from './components/theme/darkTheme';
import { preloadCurrentRoute } from './app/routes/preloadCurrent';
import { afterFirstScreen } from './app/afterFirstScreen';
import { initI18n, preloadCatalog } from './i18n';
import { nextTask } from './lib/nextTask';

// Evaluating the boot chunk is one task; each step below starts a task of its own instead of
// lengthening it, so the browser can draw or answer input in between.
await nextTask();

// The user's theme and rise colours, before anything is drawn (the dark palette only if needed).
applyAppearance(getAppearance());
const themeReady = watchDarkTheme();

// The first screen is drawn in the user's language: translations and antd's locale load first,
// and the page being opened loads alongside them, not after them.
const i18nReady = initI18n();
// From the first call on (a route's prefetch runs before the router mounts), an expired session
// goes to login with the way back.
setSessionExpiredHandler(() => redirectToLogin());
await nextTask();
preloadCurrentRoute();
await i18nReady;
await themeReady;

// What the first screen did not need, once it has settled: the first call, toast and dialog then
// do not wait on the network, and none of it competes with the first screen. (Declared before the
// first render: until then, the screens' own extras wait on firstScreenSettled().)
afterFirstScreen([
  // A session signed out elsewhere goes to sign-in at once (the socket loads once signed in).
  () => import('./app/sessionEnd').then((m) => m.watchSessionEnd()),
  // The service worker (offline shell, installable app) exists in production builds only; the
  // server's copy of this browser's push subscription follows sign-ins (issue 33).
  ...(import.meta.env.PROD && 'serviceWorker' in navigator
    ? [
        () => import('./app/pwa/register').then((m) => m.registerServiceWorker()),
        () => import('./features/notifications/push/sync').then((m) => m.followPushSubscription()),
      ]
    : []),
  forgetHtmlCalls,
  getHttp,
  () => import('./components/TabBar/TabBar'),
  preloadCatalog,
  loadToast,
  loadDialog,
]);

// A transition: React renders the first screen in slices, yielding to the browser between them,
// instead of one long task (Lighthouse, Login: total blocking time 861 -> 328 ms).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
