// The dark palette is a style sheet of its own (css.ts darkThemeCss): a phone in light mode never
// needs it on its first visit. main.tsx loads it before the first render when the theme is dark
// (chosen, or the system's), and again the moment it becomes needed (the system switches, the user
// chooses Dark). Pages that are always dark (leverage) import it themselves.
import { once } from '../imperative/load';
import { getAppearance, subscribeAppearance } from './appearance.ts';

const system = window.matchMedia?.('(prefers-color-scheme: dark)');

/** Loads the dark sheet once (a failed load is tried again next time). */
export const loadDarkTheme = once(() => import('virtual:theme-dark.css'));

/** Loads the dark sheet now if the theme is dark, and whenever it turns dark later. */
export function watchDarkTheme(): Promise<unknown> {
  const check = () => {
    const { theme } = getAppearance();
    return theme === 'dark' || (theme === 'system' && system?.matches)
      ? loadDarkTheme().catch(() => {})
      : Promise.resolve();
  };
  system?.addEventListener('change', check);
  subscribeAppearance(check);
  return check();
}
