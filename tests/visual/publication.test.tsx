import { describe, test } from 'vitest';
import * as MiningHomeStories from '../../stories/mining/MiningHomePage.stories';
import * as ProjectListStories from '../../stories/publication/ProjectListPage.stories';
import * as PurchaseStories from '../../stories/publication/PurchasePage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// New-coin subscription (projects in their three states, the subscribe form with its records) and
// the mining home.
const PAGES = [
  ['publication-index', ProjectListStories, 'Loaded'],
  ['publication-purchase', PurchaseStories, 'UnderReview'],
  ['wakuang-index', MiningHomeStories, 'Loaded'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
