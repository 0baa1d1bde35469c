import { createContext } from 'react';
import type { Scheme } from './tokens.ts';

/** A subtree that is drawn in one scheme whatever the theme (ThemeScope provides it). Its own
 * module, so that ThemeScope (in every page's frame) brings no tokens into the first load. */
export const ScopeContext = createContext<Scheme | null>(null);
