import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LANGS, type Lang } from '../../src/i18n/languages';
import * as ChooseStories from '../../stories/auth/ChoosePage.stories';
import * as ForgetPasswordStories from '../../stories/auth/ForgetPasswordPage.stories';
import * as LoginStories from '../../stories/auth/LoginPage.stories';
import * as RegisterStories from '../../stories/auth/RegisterPage.stories';

// Every sign-in page, rendered in each of the seven languages: no raw i18n key and no
// interpolation marker may show, and outside English no English sentence may be left.
// Only the namespaces these pages use: a short feature word such as "Coin" would otherwise match
// inside the brand name.
const englishBundles = import.meta.glob<Record<string, unknown>>(
  '../../src/i18n/locales/en/{common,form,auth,settings}.json',
  {
    eager: true,
    import: 'default',
  },
);

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flatten);

// English texts with a real word in them (names such as the brand stay the same everywhere).
const BRAND = /^(CoinHub|English|Español)$/;
const englishTexts = Object.values(englishBundles)
  .flatMap(flatten)
  .map((text) => text.replace(/<[^>]+>|\{\{[^}]+\}\}/g, '').trim())
  .filter((text) => /[A-Za-z]{4,}/.test(text) && !BRAND.test(text));

const PAGES = [
  ['choose', ChooseStories, 'Welcome'],
  ['login', LoginStories, 'Empty'],
  ['login-errors', LoginStories, 'SubmitEmptyPhone'],
  ['register', RegisterStories, 'Empty'],
  ['forget-password', ForgetPasswordStories, 'Empty'],
] as const;

type Composed = { run: () => Promise<void> };

async function renderedText(
  module: Parameters<typeof composeStories>[0],
  story: string,
  lang: Lang,
) {
  const stories = composeStories(module, { initialGlobals: { locale: lang } }) as Record<
    string,
    Composed
  >;
  await stories[story]!.run();
  const root = page.getByTestId('story-root').element() as HTMLElement;
  const attributes = [...root.querySelectorAll('[placeholder],[aria-label]')].map(
    (el) => `${el.getAttribute('placeholder') ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
  );
  return [root.innerText, ...attributes].join('\n');
}

describe.each(PAGES)('%s', (_name, module, story) => {
  test.each(LANGS)('%s', async (lang) => {
    const text = await renderedText(module, story, lang);
    expect(text).not.toMatch(/\b(auth|form|common|settings):[\w.]+/);
    expect(text).not.toMatch(/\{\{|\}\}/);
    if (lang !== 'en') {
      const leftInEnglish = englishTexts.filter((english) => text.includes(english));
      expect(leftInEnglish).toEqual([]);
    }
  });
});
