import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Colours live in the token module only (src/components/theme/). Anywhere else in src/ a colour
// literal is a colour that no theme can change: this lists each one with its place.
const ROOT = join(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');
const EXEMPT = [/^src\/components\/theme\//, /\/api\/generated\//];

const HEX = /(?<![&\w])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
// Named colours as CSS values (a property's value, not a comment's word).
const NAMED =
  /:\s*[^;{}]*(?<![-\w])(white|black|red|green|blue|gray|grey|orange|yellow|silver|purple|pink)(?![-\w])/gi;
// A font stack that ends in a bare generic family resolves differently on every machine.
const BARE_GENERIC = /font(?:-family)?\s*:[^;{}]*\b(?:monospace|sans-serif|serif)\s*(?:;|$|})/gim;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(css|ts|tsx)$/.test(entry.name)) yield path;
  }
}

const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

function findings(): string[] {
  const found: string[] = [];
  for (const path of files(SRC)) {
    const name = relative(ROOT, path).replaceAll('\\', '/');
    if (EXEMPT.some((pattern) => pattern.test(name))) continue;
    const text = withoutComments(readFileSync(path, 'utf8'));
    const patterns = name.endsWith('.css') ? [HEX, FUNCTION, NAMED, BARE_GENERIC] : [HEX, FUNCTION];
    text.split('\n').forEach((line, i) => {
      for (const pattern of patterns) {
        pattern.lastIndex = 0;
        if (pattern.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('colours and fonts come from the token module', () => {
  it('no colour literal or bare generic font family outside src/components/theme', () => {
    expect(findings()).toEqual([]);
  });

  it('would find one (the check itself works)', () => {
    const line = 'color: #1e2329; background: rgb(0 0 0 / 5%); font-family: Menlo, monospace;';
    expect(line.match(HEX)).toEqual(['#1e2329']);
    expect(line.match(FUNCTION)).toEqual(['rgb(']);
    BARE_GENERIC.lastIndex = 0;
    expect(BARE_GENERIC.test(line)).toBe(true);
    expect('#root { margin: 0 }'.match(HEX)).toBeNull();
    NAMED.lastIndex = 0;
    expect(NAMED.test('border: 1px solid white;')).toBe(true);
    NAMED.lastIndex = 0;
    expect(NAMED.test('color: var(--app-red-wash);')).toBe(false);
  });
});
