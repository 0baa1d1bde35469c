/**
 * Translation catalogue checks (ARCHITECTURE section 6). THE CONVENTION these tests enforce:
 *
 * 1. Files: src/i18n/locales/<lang>/<namespace>.json for every language in LANGS, with the same
 *    namespaces and the same keys everywhere. Plurals use i18next suffixes (`_one`, `_other`...):
 *    a language may have other plural forms than English, but every plural key has `_other`.
 * 2. Every key is named in the code as ONE FULL STRING LITERAL 'ns:key.path', wherever it is used:
 *    t('auth:login.title'), i18n.t('common:loading'), <Trans i18nKey="auth:agreement.text" />, a
 *    schema message 'auth:validation.phoneRequired', a lookup table { home: 'common:tabs.home' }.
 *    `t('key', { ns: 'auth' })` is accepted too. `t('login.title')` relying on
 *    useTranslation('auth') is NOT: grep and these tests must see the namespace. A key named
 *    nowhere in src/ or stories/ (tests excluded) is unused and must be deleted.
 * 3. No dynamic keys: t()'s first argument is a literal (or a ?: / array of literals). When the key
 *    really is data (a yup message key, a TABS[path].label), put a comment containing
 *    `i18n-dynamic: <where the keys come from>` on the call's line or the line above, and make sure
 *    those keys appear as full literals where they are defined.
 * 4. zh, hk, jp, kr and th never show English: a value identical to the English one that still has
 *    4+ Latin letters (outside {{placeholders}} and the brand allow-list below) is untranslated.
 * 5. Every translation keeps the English {{variables}}, $t() nestings and <Trans> tags.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/languages';
import {
  baseKey,
  baseKeys,
  type Catalogue,
  isPluralForm,
  languagesOnDisk,
  namespacesOf,
  placeholders,
  readCatalogue,
  valuesOf,
} from './catalog';
import { DYNAMIC_MARK, scan } from './scan';

/** Names that stay as they are in every language (coins, brands, standards). */
const BRAND_WORDS = [
  'CoinHub',
  'USDT',
  'USDC',
  'BTC',
  'ETH',
  'TRX',
  'TRC20',
  'ERC20',
  'OMNI',
  'OTC',
  'KYC',
  'APP',
  'App',
  'Google',
  'Authenticator',
  'Email',
  'E-mail',
  'iOS',
  'Android',
  'WhatsApp',
  'Telegram',
  'ID',
  'VIP',
];
const NON_LATIN_LANGS = ['zh', 'hk', 'jp', 'kr', 'th'];
const REFERENCE = 'en';

const problems: string[] = [];
const catalogues = new Map<string, Catalogue>(
  LANGS.map((lang) => [lang, readCatalogue(lang, problems)]),
);
const english = catalogues.get(REFERENCE)!;
const englishKeys = baseKeys(english);
const namespaces = new Set(namespacesOf(REFERENCE));
const code = scan(namespaces);

const report = (title: string, lines: string[]) =>
  lines.length === 0 ? '' : `${title} (${lines.length}):\n  ${lines.sort().join('\n  ')}`;

describe('locale files', () => {
  it('exist for exactly the seven languages, with the same namespaces', () => {
    expect(languagesOnDisk()).toEqual([...LANGS].sort());
    for (const lang of LANGS) expect(namespacesOf(lang), lang).toEqual([...namespaces].sort());
  });

  it('hold only non-empty strings', () => {
    const empty = [...catalogues].flatMap(([lang, cat]) =>
      [...cat].filter(([, value]) => value.trim() === '').map(([key]) => `${lang} ${key}`),
    );
    expect(report('not a string', problems) + report('empty', empty)).toBe('');
  });

  it('have the same keys in every language', () => {
    const lines: string[] = [];
    for (const lang of LANGS) {
      const keys = baseKeys(catalogues.get(lang)!);
      for (const key of englishKeys) if (!keys.has(key)) lines.push(`${key} missing in ${lang}`);
      for (const key of keys)
        if (!englishKeys.has(key)) lines.push(`${key} in ${lang} but not in ${REFERENCE}`);
    }
    expect(report('keys out of step', lines)).toBe('');
  });

  it('give every plural key an _other form in every language', () => {
    const lines = [...catalogues].flatMap(([lang, cat]) => {
      const plurals = new Set([...cat.keys()].filter(isPluralForm).map(baseKey));
      return [...plurals]
        .filter((key) => !cat.has(`${key}_other`))
        .map((key) => `${lang} ${key}_other`);
    });
    expect(report('missing _other', lines)).toBe('');
  });

  it('keep the same {{variables}}, $t() nestings and tags as English', () => {
    const lines: string[] = [];
    const union = (values: string[]) => [...new Set(values.flatMap(placeholders))].sort().join(' ');
    for (const key of englishKeys) {
      const expected = union(valuesOf(english, key));
      for (const lang of LANGS) {
        const actual = union(valuesOf(catalogues.get(lang)!, key));
        if (actual !== expected && valuesOf(catalogues.get(lang)!, key).length > 0) {
          lines.push(`${lang} ${key}: [${actual}] instead of [${expected}]`);
        }
      }
    }
    expect(report('placeholders differ', lines)).toBe('');
  });

  it('translate everything but names in zh, hk, jp, kr and th', () => {
    const brand = new RegExp(
      `(?<![A-Za-z])(${BRAND_WORDS.map((w) => w.replace(/[-.]/g, '\\$&')).join('|')})(?![A-Za-z])`,
      'g',
    );
    const latinLetters = (value: string) =>
      value
        .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g, '')
        .replace(brand, '')
        .replace(/[^A-Za-z]/g, '').length;
    const lines: string[] = [];
    for (const lang of NON_LATIN_LANGS) {
      for (const [key, value] of catalogues.get(lang)!) {
        if (english.get(key) === value && latinLetters(value) >= 4)
          lines.push(`${lang} ${key}: "${value}"`);
      }
    }
    expect(report('left in English', lines)).toBe('');
  });
});

describe('keys in the code', () => {
  it('are all used (named as a full literal ns:key somewhere in src/ or stories/)', () => {
    const used = [...code.references.keys()];
    // A reference to a branch (t('ns:errors', { returnObjects: true })) uses every key under it.
    const isUsed = (key: string) => used.some((ref) => ref === key || key.startsWith(`${ref}.`));
    expect(
      report(
        'unused keys',
        [...englishKeys].filter((key) => !isUsed(key)),
      ),
    ).toBe('');
  });

  it('all exist in the catalogue', () => {
    const lines = [...code.references]
      .filter(
        ([key]) => !englishKeys.has(key) && ![...englishKeys].some((k) => k.startsWith(`${key}.`)),
      )
      .map(([key, where]) => `${key} (${where})`);
    expect(report('keys named in code but missing from the locales', lines)).toBe('');
  });

  it('are static: no t() / i18nKey computed at run time without an explanation', () => {
    const lines = code.dynamic.map(({ where, text }) => `${where}  ${text}`);
    expect(
      report(`dynamic keys (mark intended ones with "// ${DYNAMIC_MARK} <source>")`, lines),
    ).toBe('');
  });

  it('name their namespace: t("ns:key"), not t("key") under useTranslation("ns")', () => {
    const lines = code.unqualified.map(({ where, text }) => `${where}  '${text}'`);
    expect(report('keys without a namespace', lines)).toBe('');
  });
});
