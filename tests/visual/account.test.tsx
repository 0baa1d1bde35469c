import { describe, test } from 'vitest';
import * as AccountStories from '../../stories/settings/AccountPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

describe('account page', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(AccountStories, 'Loaded', lang, 'account'),
  );
});
