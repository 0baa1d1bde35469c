import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { APP_ICONS, ICONS } from '../../../stories/foundations/icons';

const SRC = join(import.meta.dirname, '../../../src');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

it('the foundations icon page lists exactly the icons the app imports', () => {
  const used = new Set<string>();
  for (const path of sources(SRC)) {
    const text = readFileSync(path, 'utf8');
    for (const [, names] of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'antd-mobile-icons'/g))
      names!.split(',').forEach((name) => name.trim() && used.add(name.trim()));
  }
  expect([...used].sort()).toEqual(Object.keys(ICONS).sort());
});

it('it lists exactly the icons the app draws itself (exports of src/**/icons.tsx)', () => {
  const drawn = new Set<string>();
  for (const path of sources(SRC)) {
    if (!path.endsWith('icons.tsx')) continue;
    for (const [, name] of readFileSync(path, 'utf8').matchAll(/export const (\w+)/g))
      drawn.add(name!);
  }
  expect([...drawn].sort()).toEqual(Object.keys(APP_ICONS).sort());
});
