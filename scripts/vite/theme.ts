import type { Plugin } from 'vite';
import { themeCss } from '../../src/components/theme/css.ts';
import { fonts, palettes, type Palette, type Scheme } from '../../src/components/theme/tokens.ts';

const ID = 'virtual:theme.css';
const RESOLVED = `\0${ID}`;
// index.html names tokens as %theme:light.bg% or %font:sans% (its splash paints before any CSS file).
const PLACEHOLDER = /%(theme|font):([a-z]+)(?:\.([a-zA-Z]+))?%/g;

function tokenValue(kind: string, first: string, second: string | undefined): string {
  if (kind === 'font' && first in fonts) return fonts[first as keyof typeof fonts];
  if (kind === 'theme' && first in palettes && second && second in palettes.light)
    return palettes[first as Scheme][second as keyof Palette];
  throw new Error(`index.html names an unknown token: %${kind}:${first}.${second ?? ''}%`);
}

/** Serves the design tokens (src/components/theme/) as a style sheet, `import 'virtual:theme.css'`,
 * and fills the splash's token placeholders in index.html. A plain style sheet, so the strict style
 * policy holds and nothing paints before it. The vite config bundles the token module: after
 * editing a token, restart the dev server. */
export function themeStyles(): Plugin {
  return {
    name: 'app-theme-styles',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeCss() : null),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(PLACEHOLDER, (_, kind: string, first: string, second?: string) =>
          tokenValue(kind, first, second),
        ),
    },
  };
}
