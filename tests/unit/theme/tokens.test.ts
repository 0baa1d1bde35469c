import { describe, expect, it } from 'vitest';
import { contrast } from '../../../src/components/theme/contrast';
import {
  derivedVariables,
  darkThemeCss,
  paletteVariables,
  riseFall,
  themeCss,
} from '../../../src/components/theme/css';
import { palettes, type Scheme } from '../../../src/components/theme/tokens';

const SCHEMES = Object.keys(palettes) as Scheme[];

describe.each(SCHEMES)('the %s palette', (scheme) => {
  const p = palettes[scheme];

  it('has every key of the other palette', () => {
    expect(Object.keys(p).sort()).toEqual(Object.keys(palettes.light).sort());
  });

  // WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and UI parts.
  it.each([
    ['text', 'surface', 4.5],
    ['text', 'bg', 4.5],
    ['textSecondary', 'surface', 4.5],
    ['weak', 'surface', 4.5],
    ['weak', 'bg', 4.5],
    ['green', 'surface', 4.5],
    ['red', 'surface', 4.5],
    ['warning', 'surface', 4.5],
    ['onAccent', 'accent', 4.5],
    ['onRiseFall', 'green', 4.5],
    ['onRiseFall', 'red', 4.5],
    ['onInverse', 'inverse', 4.5],
    ['accent', 'surface', 3],
    ['accentInk', 'surface', 4.5],
    ['accentInk', 'bg', 4.5],
    ['onWarning', 'warning', 4.5],
    ['onAccent', 'greenSolid', 4.5],
    ['onAccent', 'redSolid', 4.5],
    ['onAccent', 'neutralSolid', 4.5],
  ] as const)('%s on %s reaches %s:1', (fg, bg, ratio) => {
    expect(contrast(p[fg], p[bg])).toBeGreaterThanOrEqual(ratio);
  });

  it('swaps rise and fall colours for the red-up convention', () => {
    expect(riseFall(p, 'green-up')).toEqual({ up: p.green, down: p.red });
    expect(riseFall(p, 'red-up')).toEqual({ up: p.red, down: p.green });
  });

  it('declares every palette colour as a variable', () => {
    const vars = paletteVariables(scheme);
    expect(vars['--app-accent']).toBe(p.accent);
    expect(vars['--app-text-secondary']).toBe(p.textSecondary);
    expect(vars['color-scheme']).toBe(scheme);
  });
});

describe('the token style sheets', () => {
  const css = `${themeCss()}\n${darkThemeCss()}`;
  const blockOf = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start, selector).toBeGreaterThanOrEqual(0);
    return css.slice(start, css.indexOf('}', start));
  };

  it('is light at the root, dark for the system dark mode unless Light was chosen', () => {
    expect(blockOf(':root')).toContain(`--app-bg: ${palettes.light.bg};`);
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{/,
    );
    expect(blockOf(":root:not([data-theme='light'])")).toContain(`--app-bg: ${palettes.dark.bg};`);
    expect(blockOf(":root[data-theme='dark'],\n[data-theme-scope='dark']")).toContain(
      `--app-text: ${palettes.dark.text};`,
    );
  });

  it("declares antd-mobile's variables and rise/fall on the root and on every scope", () => {
    const derived = blockOf(":root,\n[data-theme-scope='dark']");
    for (const [name, value] of Object.entries(derivedVariables()))
      expect(derived).toContain(`${name}: ${value};`);
    expect(derivedVariables()['--adm-color-primary']).toBe('var(--app-accent)');
    expect(derivedVariables()['--app-up']).toBe('var(--app-green)');
  });

  it('keeps the dark palette out of the sheet every page loads', () => {
    expect(themeCss()).not.toContain(palettes.dark.bg);
    expect(darkThemeCss()).not.toContain(`--app-bg: ${palettes.light.bg};`);
  });

  it('swaps rise and fall at the root and in a dark scope for the red-up convention', () => {
    const swap = blockOf(
      ":root[data-rise='red-up'],\n:root[data-rise='red-up'] [data-theme-scope='dark']",
    );
    expect(swap).toContain('--app-up: var(--app-red);');
    expect(swap).toContain('--app-down: var(--app-green);');
  });
});
