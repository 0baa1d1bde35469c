/**
 * The operator console's texts (src/admin/i18n/locales/{en,zh}.json): both languages hold the same
 * keys with the same {{variables}}, Chinese is really translated, every key the console's code or
 * stories name exists, and every key is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/admin/i18n/locales/en.json';
import zh from '../../../src/admin/i18n/locales/zh.json';

const ROOT = join(import.meta.dirname, '../../..');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const chinese = flatten(zh);
const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Keys built at run time from a value the contract enumerates (a queue's kind, a role).
const DYNAMIC_PREFIXES = [
  'role.',
  'queue.kyc_',
  'queue.deposit',
  'queue.withdraw',
  'queue.subscription',
  'queue.otc_appeal',
  // the item's words (openapi/components/admin.yaml: ReviewItem)
  'status.',
  'kyc_level.',
  'party.',
  'event.',
  'photo.',
  'fact.',
  'warning.',
  'account.',
  'order.',
  'adjustment.',
  'job.', // by job name (dots as underscores)
];

function consoleSources(): string[] {
  return ['src/admin', 'stories/admin'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('api/generated'))
      .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
  );
}
const sources = consoleSources();
// Keys passed to t() as literals must exist...
const named = new Set(
  sources.flatMap((text) =>
    [...text.matchAll(/\bt\(\s*['"`]([a-z_]+(?:\.[a-z_]+)*)['"`]/g)].map((m) => m[1]!),
  ),
);
// ...and a key counts as used wherever it is written as a string (a label table, a helper's argument).
const literals = new Set(
  sources.flatMap((text) =>
    [...text.matchAll(/['"`]([a-z_]+(?:\.[a-z_]+)*)['"`]/g)].map((m) => m[1]!),
  ),
);

describe('console locale files', () => {
  it('hold the same keys in English and Chinese, none empty', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...chinese]) expect(value.trim(), key).not.toBe('');
  });

  it('keep the same {{variables}}', () => {
    for (const [key, value] of english)
      expect(vars(chinese.get(key) ?? ''), key).toEqual(vars(value));
  });

  it('write Chinese in Chinese', () => {
    // Names that stay as they are in Chinese too (as the app's locale test allows).
    const brand = /^(OTC|USDT|KYC)$/;
    const untranslated = [...chinese].filter(
      ([, value]) => !/[\u4e00-\u9fff]/.test(value) && !brand.test(value),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('name only keys that exist, and every key is used', () => {
    expect([...named].filter((key) => !english.has(key))).toEqual([]);
    const unused = [...english.keys()].filter(
      (key) => !literals.has(key) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
