import { useContext, useSyncExternalStore } from 'react';
import { getAppearance, subscribeAppearance, type Appearance } from './appearance.ts';
import { riseFall } from './css.ts';
import { ScopeContext } from './scope.ts';
import { palettes, type Palette, type Scheme } from './tokens.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const systemIsDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** The user's appearance choice, re-rendering on change. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribeAppearance, getAppearance, getAppearance);
}

/** The scheme this component is drawn in: its scope's, else the user's choice, else the system's. */
export function useColorScheme(): Scheme {
  const scope = useContext(ScopeContext);
  const { theme } = useAppearance();
  const systemDark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  if (scope) return scope;
  if (theme !== 'system') return theme;
  return systemDark ? 'dark' : 'light';
}

export interface ThemeColors extends Palette {
  up: string;
  down: string;
  scheme: Scheme;
}

/** The token values where CSS variables cannot reach (canvas, echarts). */
export function useThemeColors(): ThemeColors {
  const scheme = useColorScheme();
  const { rise } = useAppearance();
  const palette = palettes[scheme];
  return { ...palette, ...riseFall(palette, rise), scheme };
}
