import type { Plugin } from 'vite';
import { darkThemeCss, themeCss } from '../../src/components/theme/css.ts';
import { fonts, palettes, type Palette, type Scheme } from '../../src/components/theme/tokens.ts';

// The light sheet every page loads, and the dark one loaded where it can apply.
const SHEETS: Record<string, () => string> = {
  'virtual:theme.css': themeCss,
  'virtual:theme-dark.css': darkThemeCss,
};
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
    resolveId: (id) => (id in SHEETS ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0') && id.slice(1) in SHEETS ? SHEETS[id.slice(1)]!() : null),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(PLACEHOLDER, (_, kind: string, first: string, second?: string) =>
          tokenValue(kind, first, second),
        ),
    },
  };
}
