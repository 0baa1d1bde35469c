import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LANGS, type Lang } from '../../src/i18n/languages';

// Every page, in a story that shows its content, rendered in each of the seven languages: no raw
// i18n key and no interpolation marker may show, and outside English no English phrase of ours
// may be left (a hard-coded label, or a key whose translation fell back to English). Phrases
// only: a single word such as "Margin" also appears in the stories' sample data (nicknames...).
type StoriesModule = Parameters<typeof composeStories>[0];
const pageStories = import.meta.glob<StoriesModule>('../../stories/*/*.stories.tsx', {
  eager: true,
});
const englishBundles = import.meta.glob<Record<string, unknown>>(
  '../../src/i18n/locales/en/*.json',
  { eager: true, import: 'default' },
);

const NAMESPACES = Object.keys(englishBundles).map((path) => /\/(\w+)\.json$/.exec(path)![1]!);
const RAW_KEY = new RegExp(`\\b(${NAMESPACES.join('|')}):[a-zA-Z]+\\.[\\w.]+`);

// Names that stay as they are in every language.
const BRAND = /^(WeChat Pay)$/;

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flatten);

// Whole texts must not be a line of the page on their own; the parts of a text around its
// {{values}} or <tags> must not appear anywhere. (A whole text may well appear inside sample
// data, e.g. "Invite friends" in a notice title "Invite friends and earn rebates".)
const isPhrase = (text: string) =>
  (text.match(/[A-Za-z]{3,}/g) ?? []).length >= 2 && !BRAND.test(text);
const englishTexts = Object.values(englishBundles).flatMap(flatten);
const wholeTexts = new Set(englishTexts.filter((text) => isPhrase(text.trim())));
const fragments = [
  ...new Set(
    englishTexts
      .filter((text) => /<[^>]+>|\{\{[^}]+\}\}/.test(text))
      .flatMap((text) => text.split(/<[^>]+>|\{\{[^}]+\}\}/))
      .map((text) => text.trim())
      .filter(isPhrase),
  ),
];

function englishLeft(lines: string[]): string[] {
  const text = lines.join('\n');
  return [
    ...lines.filter((line) => wholeTexts.has(line)),
    ...fragments.filter((fragment) => text.includes(fragment)),
  ];
}

type Composed = { run: () => Promise<void> };
const PARTIAL_STATE = /Loading|Fail|Error|Empty|NotFound|Unknown/;

async function renderedText(module: StoriesModule, chosen: string | undefined, lang: Lang) {
  const stories = composeStories(module, { initialGlobals: { locale: lang } }) as Record<
    string,
    Composed
  >;
  // A module's exports come in name order; the first one that shows the page with its content.
  const name =
    chosen ??
    Object.keys(stories)
      .sort()
      .find((story) => !PARTIAL_STATE.test(story));
  await stories[name ?? Object.keys(stories)[0]!]!.run();
  const root = page.getByTestId('story-root').element() as HTMLElement;
  const attributes = [...root.querySelectorAll('[placeholder],[aria-label],[title],[alt]')].map(
    (el) => ['placeholder', 'aria-label', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [...root.innerText.split('\n'), ...attributes.flat()].map((line) => line.trim());
}

// Where the first content story is an action that cannot run in every language.
const CHOSEN: Record<string, string> = { 'settings/LanguagePage': 'SevenLanguages' };

// The operator console speaks English and Chinese only, through its own i18next instance; its
// stories run in both in the story tests, and tests/unit/i18n/console-locales.test.ts checks its keys.
const PAGES = Object.entries(pageStories)
  .map(([path, module]) => {
    const name = /stories\/(.+)\.stories\.tsx$/.exec(path)![1]!;
    return [name, module, CHOSEN[name]] as const;
  })
  .filter(([name]) => !name.startsWith('admin/'));

describe.each(PAGES)('%s', (_name, module, story) => {
  test.each(LANGS)('%s', async (lang) => {
    const lines = await renderedText(module, story, lang);
    expect(lines.join('\n')).not.toMatch(RAW_KEY);
    expect(lines.join('\n')).not.toMatch(/\{\{|\}\}/);
    if (lang !== 'en') expect(englishLeft(lines)).toEqual([]);
  });
});
