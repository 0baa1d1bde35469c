import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/features/auth/schemas';
import { LANGS } from '../../../src/i18n/languages';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../../src/i18n/locales/*/{auth,form}.json', {
  eager: true,
  import: 'default',
});
const load = (lang: string, ns: string): Tree =>
  files[`../../../src/i18n/locales/${lang}/${ns}.json`]!;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Names that stay as they are in every language.
const SAME_EVERYWHERE = new Set(['brand.name']);

describe.each(['auth', 'form'])('%s locale files', (ns) => {
  const en = flatten(load('en', ns));

  it.each(LANGS.filter((lang) => lang !== 'en'))('%s has every key, translated', (lang) => {
    const other = flatten(load(lang, ns));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang}:${ns}:${key}`).not.toBe('');
      if (!SAME_EVERYWHERE.has(key))
        expect(text, `${lang}:${ns}:${key} is still English`).not.toBe(en[key]);
      // Placeholders and markup survive translation.
      const marks = (s: string) => (s.match(/{{\w+}}|<\/?\w+>/g) ?? []).sort();
      expect(marks(text), `${lang}:${ns}:${key}`).toEqual(marks(en[key]!));
    }
  });
});

describe('spec section 5 messages in English', () => {
  const en = flatten(load('en', 'auth'));
  const text = (key: string) => en[key.replace(/^auth:/, '')];

  it('keeps the specification wording, spelling included', () => {
    expect(text(MESSAGES.phoneRequired)).toBe('Please enter phone number');
    expect(text(MESSAGES.phoneInvalid)).toBe('Please enter the correct phone number');
    expect(text(MESSAGES.emailRequired)).toBe('Please enter email');
    expect(text(MESSAGES.emailInvalid)).toBe('Please enter your vaild email');
    expect(text(MESSAGES.passwordMismatch)).toBe('Password twice inconsistent');
    expect(text(MESSAGES.agreementRequired)).toBe(
      'Please read and tick to agree to user agreement',
    );
  });

  it('has a text for every message key', () => {
    for (const key of Object.values(MESSAGES)) expect(text(key), key).toBeTruthy();
  });

  it('keeps the fund-password message of the specification', () => {
    expect(flatten(load('en', 'form'))['validation.fundPasswordDigits']).toBe(
      'Finacial password is 6 digit',
    );
  });
});
