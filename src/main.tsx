import 'antd-mobile/es/global';
import 'virtual:theme.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHttp, setSessionExpiredHandler } from './api/http';
import { redirectToLogin } from './app/authGuard';
import { App } from './app/App';
import { preloadImperative } from './components/imperative/load';
import { applyAppearance, getAppearance } from './components/theme/appearance';
import { watchDarkTheme } from './components/theme/darkTheme';
import { preloadCurrentRoute } from './app/routes/preloadCurrent';
import { initI18n, preloadCatalog } from './i18n';

// The user's theme and rise colours, before anything is drawn (the dark palette only if needed).
applyAppearance(getAppearance());
const themeReady = watchDarkTheme();

// The first screen is drawn in the user's language: translations and antd's locale load first,
// and the page being opened loads alongside them, not after them.
const i18nReady = initI18n();
// From the first call on (a route's prefetch runs before the router mounts), an expired session
// goes to login with the way back.
setSessionExpiredHandler(() => redirectToLogin());
preloadCurrentRoute();
await i18nReady;
await themeReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// What the first screen did not need, fetched once it has settled (page loaded, then a quiet
// moment) so that the first call and the first toast do not wait on the network, without
// competing with the first screen for the network and the main thread.
const SETTLE_MS = 3000;
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
const afterFirstScreen = (run: () => void) => {
  const later = () => setTimeout(() => whenIdle(run), SETTLE_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};
afterFirstScreen(() => {
  // The service worker (offline shell, installable app) exists in production builds only.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./app/pwa/register').then((m) => m.registerServiceWorker());
    // The server's copy of this browser's push subscription follows sign-ins (issue 33).
    void import('./features/notifications/push/sync').then((m) => m.followPushSubscription());
  }
  void getHttp();
  void preloadCatalog();
  preloadImperative().catch(() => {}); // tried again on first use
  void import('./components/TabBar/TabBar');
  // A session signed out elsewhere goes to sign-in at once (the socket loads once signed in).
  void import('./app/sessionEnd').then((m) => m.watchSessionEnd());
});
