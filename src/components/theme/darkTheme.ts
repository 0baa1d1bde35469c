// The dark palette is a style sheet of its own (css.ts darkThemeCss): a phone in light mode never
// needs it on its first visit. main.tsx loads it before the first render when the theme is dark
// (chosen, or the system's), and again the moment it becomes needed (the system switches, the user
// chooses Dark). Pages that are always dark (leverage) import it themselves.
import { getAppearance, subscribeAppearance } from './appearance.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';
let loaded: Promise<unknown> | undefined;

const needed = () =>
  getAppearance().theme === 'dark' ||
  (getAppearance().theme === 'system' && (window.matchMedia?.(DARK_QUERY).matches ?? false));

/** Loads the dark sheet once (a failed load is tried again next time). */
export function loadDarkTheme(): Promise<unknown> {
  return (loaded ??= import('virtual:theme-dark.css').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }));
}

/** Loads the dark sheet now if the theme is dark, and whenever it turns dark later. */
export function watchDarkTheme(): Promise<unknown> {
  const check = () => (needed() ? loadDarkTheme().catch(() => {}) : Promise.resolve());
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => void check());
  subscribeAppearance(() => void check());
  return check();
}
