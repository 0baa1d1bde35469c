import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isTabPath } from '../../lib/paths';
import { showExitToast } from './exitToast';

// "Press again to exit the app" (spec section 8). When a tab page is the app's first history
// entry (opened directly, or reached from login, which replaces), going back would leave the app.
// That entry becomes a sentinel and the same page is pushed on top of it. Back onto the sentinel
// warns and steps forward again; a second back within EXIT_WINDOW_MS steps past it and leaves.
// Tab switches replace the top entry, so they never add entries above the sentinel.

export const EXIT_WINDOW_MS = 2000;
const SENTINEL = 'exitGuardSentinel';

let warnedAt = Number.NEGATIVE_INFINITY;
// The sentinel visit already answered (StrictMode runs effects twice; the language may change).
// Each visit is a new location object; the entry's key stays the same from visit to visit.
let answered: object | undefined;

const isSentinel = (state: unknown) =>
  typeof state === 'object' && state !== null && SENTINEL in state;

/** The router's index of the current entry in this tab's history (0: the app's first entry). */
const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;

export function useExitGuard() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  useEffect(() => {
    if (isSentinel(location.state)) {
      if (navigationType !== 'POP' || answered === location) return;
      answered = location;
      if (Date.now() - warnedAt < EXIT_WINDOW_MS) {
        warnedAt = Number.NEGATIVE_INFINITY;
        window.history.back();
        return;
      }
      warnedAt = Date.now();
      void showExitToast(t('common:exit.pressAgain'));
      window.history.forward();
      return;
    }
    if (!isTabPath(location.pathname) || historyIndex() !== 0) return;
    const here = { pathname: location.pathname, search: location.search, hash: location.hash };
    void navigate(here, { replace: true, state: { [SENTINEL]: true } });
    void navigate(here, { state: location.state });
  }, [location, navigationType, navigate, t]);
}
