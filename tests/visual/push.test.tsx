import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import i18n from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';
import * as PromptStories from '../../stories/notifications/PushPrompt.stories';
import { blurPressedControl, SHOT_TIMEOUT, VISUAL_LANGS } from './capture';

// The Web Push prompt after a first P2P order (the buyer's text) and a first withdrawal: a dialog
// over the page, so the shot is of the whole phone screen.
type Composed = { run: () => Promise<void> };

async function shoot(story: 'Buyer' | 'Withdrawal', lang: Lang, name: string) {
  const stories = composeStories(PromptStories, { initialGlobals: { locale: lang } }) as Record<
    string,
    Composed
  >;
  await stories[story]!.run();
  await document.fonts.ready;
  await expect
    .element(page.getByRole('button', { name: i18n.t('notifications:pushPrompt.turnOn') }))
    .toBeVisible();
  // Once shown, the dialog moves the focus to its first action (and once more a frame later).
  // A shot taken before that had no focus ring, one taken after had one (CI saw both): wait for
  // it, then blur it, so every shot is of the dialog at rest.
  await expect.poll(() => !!document.activeElement?.closest('[role="dialog"]')).toBe(true);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  blurPressedControl();
  await expect
    .element(page.elementLocator(document.body), SHOT_TIMEOUT)
    .toMatchScreenshot(`${name}-${lang}`);
}

describe('push-prompt-p2p', () => {
  test.each(VISUAL_LANGS)('%s', (lang) => shoot('Buyer', lang, 'push-prompt-p2p'));
});

describe('push-prompt-withdrawal', () => {
  test('en', () => shoot('Withdrawal', 'en', 'push-prompt-withdrawal'));
});
