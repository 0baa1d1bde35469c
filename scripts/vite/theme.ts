import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  constantVariables,
  darkThemeCss,
  derivedVariables,
  themeCss,
} from '../../src/components/theme/css.ts';
import { fonts, palettes, type Palette, type Scheme } from '../../src/components/theme/tokens.ts';

const SRC = join(import.meta.dirname, '../../src');

/** The --app-* variables that some style or component of src/ names. */
function usedVariables(): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(css|tsx?)$/.test(entry.name))
        for (const [name] of readFileSync(path, 'utf8').matchAll(/--app-[\w-]+/g)) used.add(name);
    }
  };
  walk(SRC);
  return used;
}

// The light sheet every page loads, and the dark one loaded where it can apply; each declares only
// the variables something uses (tokens read only by canvas and echarts stay out of the CSS).
const SHEETS: Record<string, () => string> = {
  'virtual:theme.css': () => themeCss(usedNow()),
  'virtual:theme-dark.css': () => darkThemeCss(usedNow()),
};
const usedNow = () => {
  const used = usedVariables();
  return (name: string) => used.has(name);
};
// antd-mobile's global sheet declares defaults for the variables our sheets set (colours, font,
// radii) and a dark block keyed on an attribute the app never sets: dead bytes in every first load.
const ANTD_GLOBAL = /antd-mobile[\\/]es[\\/]global[\\/]global\.css$/;
const OURS = new Set([...Object.keys(derivedVariables()), ...Object.keys(constantVariables())]);

/** antd-mobile's global sheet without what the token sheets replace. */
export function withoutReplacedDefaults(css: string): string {
  return css
    .replace(/html\[data-prefers-color-scheme='dark'\]\s*\{[^}]*\}/g, '')
    .replace(/(--adm-[\w-]+)\s*:[^;{}]*;/g, (declaration, name: string) =>
      OURS.has(name) ? '' : declaration,
    );
}

// index.html names tokens as %theme:light.bg% or %font:sans% (its splash paints before any CSS file).
const PLACEHOLDER = /%(theme|font):([a-z]+)(?:\.([a-zA-Z]+))?%/g;

function tokenValue(kind: string, first: string, second: string | undefined): string {
  if (kind === 'font' && first in fonts) return fonts[first as keyof typeof fonts];
  if (kind === 'theme' && first in palettes && second && second in palettes.light)
    return palettes[first as Scheme][second as keyof Palette];
  throw new Error(`index.html names an unknown token: %${kind}:${first}.${second ?? ''}%`);
}

/** Serves the design tokens (src/components/theme/) as style sheets, `import 'virtual:theme.css'`
 * (and 'virtual:theme-dark.css'),
 * and fills the splash's token placeholders in index.html. A plain style sheet, so the strict style
 * policy holds and nothing paints before it. The vite config bundles the token module: after
 * editing a token, restart the dev server. */
export function themeStyles(): Plugin {
  return {
    name: 'app-theme-styles',
    enforce: 'pre',
    resolveId: (id) => (id in SHEETS ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0') && id.slice(1) in SHEETS ? SHEETS[id.slice(1)]!() : null),
    transform: (code, id) => (ANTD_GLOBAL.test(id) ? withoutReplacedDefaults(code) : null),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(PLACEHOLDER, (_, kind: string, first: string, second?: string) =>
          tokenValue(kind, first, second),
        ),
    },
  };
}
