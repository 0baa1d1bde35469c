// Builds the style sheet of CSS variables from the tokens (served as `virtual:theme.css` by
// scripts/vite/theme.ts, so the sheet is a plain stylesheet: no inline styles, no flash).
//
// - `:root` is light; `prefers-color-scheme: dark` makes it dark unless the user chose Light
//   (`<html data-theme="light">`); `<html data-theme="dark">` forces dark.
// - `data-theme-scope="dark"` makes one subtree dark in either theme (the leverage page, per spec).
// - `<html data-rise="red-up">` swaps the rise and fall colours (East Asian convention).
// Every block declares every variable with its value, not var() of another: a variable's var()
// resolves where it is declared, so a scope that redeclared only the palette would keep the
// root's derived colours.
import { fonts, motion, palettes, radii, space, type Palette, type Scheme } from './tokens.ts';

export type Rise = 'green-up' | 'red-up';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The rise and fall colours of a palette under a convention. */
export function riseFall(palette: Palette, rise: Rise): { up: string; down: string } {
  return rise === 'green-up'
    ? { up: palette.green, down: palette.red }
    : { up: palette.red, down: palette.green };
}

/** Every variable of one theme (the rise/fall pair in the default convention). */
export function themeVariables(scheme: Scheme, rise: Rise = 'green-up'): Record<string, string> {
  const p = palettes[scheme];
  const { up, down } = riseFall(p, rise);
  const own = Object.fromEntries(
    Object.entries(p).map(([name, value]) => [`--app-${kebab(name)}`, value]),
  );
  return {
    ...own,
    '--app-up': up,
    '--app-down': down,
    // antd-mobile's own variables, so its components follow the theme too.
    '--adm-color-primary': p.accent,
    '--adm-color-success': p.green,
    '--adm-color-danger': p.red,
    '--adm-color-highlight': p.red,
    '--adm-color-warning': p.warning,
    '--adm-color-text': p.text,
    '--adm-color-text-secondary': p.textSecondary,
    '--adm-color-weak': p.weak,
    '--adm-color-light': p.faint,
    '--adm-color-border': p.border,
    '--adm-border-color': p.border,
    '--adm-color-box': p.fill,
    '--adm-color-fill-content': p.fill,
    '--adm-color-background': p.surface,
    '--adm-color-background-body': p.surface,
    '--adm-color-wathet': p.accentTint,
    '--adm-color-white': p.onAccent,
    '--adm-color-text-light-solid': p.onAccent,
    'color-scheme': scheme,
  };
}

/** Variables that do not change with the theme. */
export function constantVariables(): Record<string, string> {
  return {
    '--adm-font-family': fonts.sans,
    '--app-font-sans': fonts.sans,
    '--app-font-mono': fonts.mono,
    ...Object.fromEntries(Object.entries(radii).map(([k, v]) => [`--adm-radius-${k}`, v])),
    ...Object.fromEntries(Object.entries(space).map(([k, v]) => [`--app-space-${k}`, v])),
    '--app-motion-fast': motion.fast,
    '--app-motion-base': motion.base,
    '--app-motion-easing': motion.easing,
  };
}

const block = (selector: string, vars: Record<string, string>, indent = '') =>
  `${indent}${selector} {\n${Object.entries(vars)
    .map(([k, v]) => `${indent}  ${k}: ${v};`)
    .join('\n')}\n${indent}}`;

const swapped = (scheme: Scheme) => {
  const { up, down } = riseFall(palettes[scheme], 'red-up');
  return { '--app-up': up, '--app-down': down };
};

/** The whole style sheet. */
export function themeCss(): string {
  const RED_UP = "[data-rise='red-up']";
  return [
    '/* Generated from src/components/theme/tokens.ts by css.ts: do not edit. */',
    block(':root', { ...constantVariables(), ...themeVariables('light') }),
    block(`:root${RED_UP}`, swapped('light')),
    '@media (prefers-color-scheme: dark) {',
    block(":root:not([data-theme='light'])", themeVariables('dark'), '  '),
    block(`:root:not([data-theme='light'])${RED_UP}`, swapped('dark'), '  '),
    '}',
    block(":root[data-theme='dark']", themeVariables('dark')),
    block(`:root[data-theme='dark']${RED_UP}`, swapped('dark')),
    block("[data-theme-scope='dark']", themeVariables('dark')),
    block(`:root${RED_UP} [data-theme-scope='dark']`, swapped('dark')),
    '',
  ].join('\n');
}
