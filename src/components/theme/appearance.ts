// The user's appearance choice (Settings > Appearance): Light, Dark or follow the System (the
// default), and which colour means a rise. Kept in localStorage, applied as attributes on <html>
// that the token style sheet reads (./css.ts), before the first render (main.tsx).
import type { Rise } from './css.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export interface Appearance {
  theme: ThemeChoice;
  rise: Rise;
}

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const RISE_CHOICES: readonly Rise[] = ['green-up', 'red-up'];
export const DEFAULT_APPEARANCE: Appearance = { theme: 'system', rise: 'green-up' };
const KEY = 'appearance';

/** The stored choice; anything unreadable or unknown falls back to the default, field by field. */
export function readAppearance(storage: Pick<Storage, 'getItem'> = localStorage): Appearance {
  let stored: Partial<Record<keyof Appearance, unknown>> = {};
  try {
    stored = (JSON.parse(storage.getItem(KEY) ?? '{}') as typeof stored | null) ?? {};
  } catch {
    // a hand-edited or foreign value: the defaults
  }
  return {
    theme: THEME_CHOICES.find((c) => c === stored.theme) ?? DEFAULT_APPEARANCE.theme,
    rise: RISE_CHOICES.find((c) => c === stored.rise) ?? DEFAULT_APPEARANCE.rise,
  };
}

/** Sets the attributes the style sheet reads: no attribute means the default. */
export function applyAppearance(
  appearance: Appearance,
  root: HTMLElement = document.documentElement,
) {
  if (appearance.theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', appearance.theme);
  if (appearance.rise === 'green-up') root.removeAttribute('data-rise');
  else root.setAttribute('data-rise', appearance.rise);
}

let current: Appearance | undefined;
const listeners = new Set<() => void>();

export function getAppearance(): Appearance {
  return (current ??= readAppearance());
}

/** Applies, stores and announces a new choice. */
export function setAppearance(next: Appearance): void {
  current = next;
  applyAppearance(next);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the choice holds until the page is closed
  }
  listeners.forEach((listener) => listener());
}

export function subscribeAppearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
