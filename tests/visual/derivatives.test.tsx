import { describe, test } from 'vitest';
import * as LeverStories from '../../stories/lever/LeverPage.stories';
import * as OptionStories from '../../stories/options/OptionPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The Option tab with its settled orders (won, lost, flat: no running countdown in the picture)
// and the dark leverage page with a holding position.
const PAGES = [
  ['option', OptionStories, 'Settled'],
  ['lever', LeverStories, 'Holding'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
