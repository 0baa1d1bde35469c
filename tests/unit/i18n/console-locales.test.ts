/**
 * The operator console's texts (src/admin/i18n/locales/<lang>.json, the app's seven languages):
 * every language holds English's keys with the same {{variables}}, each is really written in its
 * own script or words, every key the console's code or stories name exists, and every key is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/admin/i18n/locales/en.json';
import { CONSOLE_LANGS } from '../../../src/admin/i18n';

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
const OTHERS = CONSOLE_LANGS.filter((lang) => lang !== 'en');
const translations = Object.fromEntries(
  OTHERS.map((lang) => [
    lang,
    flatten(
      JSON.parse(
        readFileSync(
          join(import.meta.dirname, `../../../src/admin/i18n/locales/${lang}.json`),
          'utf8',
        ),
      ) as Tree,
    ),
  ]),
);
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
  'users.event_kind.', // an AccountEvent kind (openapi/components/devices.yaml)
  'users.device_kind.', // a session's kind of device
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

// What a text in each language is written in (a value without it is left untranslated), and the
// names that stay as they are in every language (as the app's locale test allows).
const SCRIPT: Record<(typeof OTHERS)[number], RegExp> = {
  zh: /[\u4e00-\u9fff]/,
  hk: /[\u4e00-\u9fff]/,
  jp: /[\u3040-\u30ff\u4e00-\u9fff]/,
  kr: /[\uac00-\ud7af]/,
  th: /[\u0e00-\u0e7f]/,
  esp: /./, // Latin script: checked against English below instead
};
const BRAND = /^(OTC|USDT|KYC|ID|API|TOTP|2FA|Spot)$/;

describe('console locale files', () => {
  it.each(OTHERS)('%s holds the same keys as English, none empty', (lang) => {
    const texts = translations[lang]!;
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of texts) expect(value.trim(), key).not.toBe('');
  });

  it.each(OTHERS)('%s keeps the same {{variables}}', (lang) => {
    for (const [key, value] of english)
      expect(vars(translations[lang]!.get(key) ?? ''), key).toEqual(vars(value));
  });

  it.each(OTHERS)('%s is written in its own language', (lang) => {
    const untranslated = [...translations[lang]!].filter(
      ([key, value]) =>
        !BRAND.test(value) &&
        (!SCRIPT[lang].test(value) || (lang === 'esp' && value === english.get(key))),
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
