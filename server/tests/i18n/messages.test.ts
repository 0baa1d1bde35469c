import { describe, expect, it } from 'vitest';
import { LANGS, t } from '../../src/i18n/index.ts';
import { messages } from '../../src/i18n/messages.ts';

describe('server messages', () => {
  it('exist in all seven languages, and none is left in English', () => {
    for (const [key, byLang] of Object.entries(messages)) {
      for (const lang of LANGS) {
        expect(byLang[lang], `${key}.${lang}`).toMatch(/\S/);
        if (lang !== 'en') expect(byLang[lang], `${key}.${lang}`).not.toBe(byLang.en);
      }
      // the same parameters in every language
      const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGS)
        expect(params(byLang[lang]), `${key}.${lang}`).toEqual(params(byLang.en));
    }
  });

  it('fills parameters', () => {
    expect(t('kr', 'error.code_too_soon', { seconds: 42 })).toBe(
      '42초 후에 인증 코드를 다시 요청해 주세요',
    );
  });
});
