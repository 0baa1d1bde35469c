// Builds the style sheet of CSS variables from the tokens (served as `virtual:theme.css` by
// scripts/vite/theme.ts, so the sheet is a plain stylesheet: no inline styles, no flash).
//
// - The palette: `:root` is light (themeCss); `prefers-color-scheme: dark` makes it dark unless the
//   user chose Light (`<html data-theme="light">`); `<html data-theme="dark">` forces dark;
//   `data-theme-scope="dark"` makes one subtree dark in either theme (the leverage page, per spec).
//   The dark half is a sheet of its own (darkThemeCss), loaded only where it can apply.
// - What derives from the palette (antd-mobile's variables, the rise and fall colours) is declared
//   once, as var() of the palette, on the root AND on every scope: a var() resolves where it is
//   declared, so a scope must redeclare it to see its own palette.
// - `<html data-rise="red-up">` swaps the rise and fall colours (East Asian convention).
import { fonts, motion, palettes, radii, space, type Palette, type Scheme } from './tokens.ts';

export type Rise = 'green-up' | 'red-up';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const token = (name: keyof Palette) => `var(--app-${kebab(name)})`;

/** The rise and fall colours of a palette under a convention. */
export function riseFall(palette: Palette, rise: Rise): { up: string; down: string } {
  return rise === 'green-up'
    ? { up: palette.green, down: palette.red }
    : { up: palette.red, down: palette.green };
}

/** Which variables a sheet declares: all, or only those some style or component uses (a build
 * leaves out the tokens only canvas and echarts read, through useThemeColors). */
export type Used = (name: string) => boolean;
const all: Used = () => true;

/** The palette of one theme as variables (`fooBar` is `--app-foo-bar`). */
export function paletteVariables(scheme: Scheme, used: Used = all): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(palettes[scheme])
        .map(([name, value]) => [`--app-${kebab(name)}`, value] as const)
        .filter(([name]) => used(name) || derivedFrom.has(name)),
    ),
    'color-scheme': scheme,
  };
}

/** Variables defined by palette variables: antd-mobile's own (so its components follow the theme)
 * and the rise and fall colours (default convention), as fills and as text on their tints. */
export function derivedVariables(): Record<string, string> {
  return {
    '--app-up': token('green'),
    '--app-down': token('red'),
    '--app-up-ink': token('greenInk'),
    '--app-down-ink': token('redInk'),
    '--adm-color-primary': token('accent'),
    '--adm-color-success': token('green'),
    '--adm-color-danger': token('red'),
    '--adm-color-highlight': token('red'),
    '--adm-color-warning': token('warning'),
    '--adm-color-text': token('text'),
    '--adm-color-text-secondary': token('textSecondary'),
    '--adm-color-weak': token('weak'),
    '--adm-color-light': token('faint'),
    '--adm-color-border': token('border'),
    '--adm-border-color': token('border'),
    '--adm-color-box': token('fill'),
    '--adm-color-fill-content': token('fill'),
    '--adm-color-background': token('surface'),
    '--adm-color-background-body': token('surface'),
    '--adm-color-wathet': token('accentTint'),
    '--adm-color-white': token('onAccent'),
    '--adm-color-text-light-solid': token('onAccent'),
  };
}

/** Palette variables the derived ones read: always declared. */
const derivedFrom = new Set(
  Object.values(derivedVariables()).map((value) => /var\((--app-[\w-]+)\)/.exec(value)![1]!),
);

/** Variables that do not change with the theme (antd-mobile's always; ours when something uses
 * them). */
export function constantVariables(used: Used = all): Record<string, string> {
  const ours = {
    '--app-font-sans': fonts.sans,
    '--app-font-mono': fonts.mono,
    ...Object.fromEntries(Object.entries(space).map(([k, v]) => [`--app-space-${k}`, v])),
    '--app-motion-fast': motion.fast,
    '--app-motion-base': motion.base,
    '--app-motion-easing': motion.easing,
  };
  return {
    '--adm-font-family': 'var(--app-font-sans)',
    ...Object.fromEntries(Object.entries(radii).map(([k, v]) => [`--adm-radius-${k}`, v])),
    ...Object.fromEntries(
      Object.entries(ours).filter(([name]) => used(name) || name === '--app-font-sans'),
    ),
  };
}

const block = (selector: string, vars: Record<string, string>, indent = '') =>
  `${indent}${selector} {\n${Object.entries(vars)
    .map(([k, v]) => `${indent}  ${k}: ${v};`)
    .join('\n')}\n${indent}}`;

const SCOPE = "[data-theme-scope='dark']";

/** The light palette at the root, without `color-scheme` (light is the default there; the dark
 * blocks set `color-scheme: dark`). */
function lightRoot(used: Used): Record<string, string> {
  const { 'color-scheme': _, ...vars } = paletteVariables('light', used);
  return vars;
}

/** The style sheet every page loads: the light palette and what derives from it. */
export function themeCss(used: Used = all): string {
  const RED_UP = ":root[data-rise='red-up']";
  return [
    '/* Generated from src/components/theme/tokens.ts by css.ts: do not edit. */',
    block(':root', { ...constantVariables(used), ...lightRoot(used) }),
    block(`:root,\n${SCOPE}`, derivedVariables()),
    block(`${RED_UP},\n${RED_UP} ${SCOPE}`, {
      '--app-up': token('red'),
      '--app-down': token('green'),
      '--app-up-ink': token('redInk'),
      '--app-down-ink': token('greenInk'),
    }),
    '',
  ].join('\n');
}

/** The dark palette, loaded only where it can apply (./darkTheme.ts): a phone in light mode does
 * not download it on its first visit. */
export function darkThemeCss(used: Used = all): string {
  return [
    '/* Generated from src/components/theme/tokens.ts by css.ts: do not edit. */',
    '@media (prefers-color-scheme: dark) {',
    block(":root:not([data-theme='light'])", paletteVariables('dark', used), '  '),
    '}',
    block(`:root[data-theme='dark'],\n${SCOPE}`, paletteVariables('dark', used)),
    '',
  ].join('\n');
}
