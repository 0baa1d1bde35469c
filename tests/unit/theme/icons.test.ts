import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ICONS } from '../../../stories/foundations/icons';

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
