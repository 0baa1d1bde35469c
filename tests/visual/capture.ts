import { composeStories } from '@storybook/react-vite';
import i18n from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';
import { isTabPath } from '../../src/lib/paths';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

// One screenshot per page and language: English, a CJK script and Thai (tall glyphs, no spaces)
// are the three layouts that break differently.
export const VISUAL_LANGS = ['en', 'zh', 'th'] as const satisfies readonly Lang[];

type StoriesModule = Parameters<typeof composeStories>[0];
type Composed = { run: () => Promise<void>; parameters?: { route?: string } };

/** A button or link the play function pressed may keep keyboard focus, whose ring Chromium shows
 * or not depending on the input that came before: the shots are of the page, not of focus.
 * (Text fields keep it: leaving one would mark it touched and show its errors.) */
export function blurPressedControl() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.matches('input, textarea, select')) active.blur();
}

/** Coin icons load lazily and decode off the main thread: a shot may catch a row with or without
 * its picture. Every picture on the page is loaded and decoded first (a failed one shows its
 * fallback, which the component renders at once). */
async function picturesReady() {
  await Promise.all(
    [...document.images].map((img) => {
      img.loading = 'eager';
      return img.decode().catch(() => undefined);
    }),
  );
}

/** The matcher shoots until two shots agree: a second (the default) is short on a busy machine. */
export const SHOT_TIMEOUT = { timeout: 10_000 };

/** Renders one story of a stories module in a language, runs its play function, and compares. */
export async function expectStoryScreenshot(
  module: StoriesModule,
  story: string,
  lang: Lang,
  name: string,
  theme: 'light' | 'dark' = 'light',
) {
  const stories = composeStories(module, { initialGlobals: { locale: lang, theme } }) as Record<
    string,
    Composed
  >;
  const Story = stories[story];
  if (!Story)
    throw new Error(
      `no story "${story}" in this stories file (has: ${Object.keys(stories).join(', ')})`,
    );
  await Story.run();
  // A tab page's tab bar is its own lazy chunk: wait for it, or it is in some shots and not others.
  const route = Story.parameters?.route?.split('?')[0];
  if (route && isTabPath(`/${route}`)) {
    await expect
      .element(page.getByRole('navigation', { name: i18n.t('common:tabs.label') }))
      .toBeVisible();
  }
  await document.fonts.ready;
  await picturesReady();
  blurPressedControl();
  await expect
    .element(page.getByTestId('story-root'), SHOT_TIMEOUT)
    .toMatchScreenshot(theme === 'light' ? `${name}-${lang}` : `${name}-${theme}-${lang}`);
}
