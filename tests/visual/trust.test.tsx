import { describe, test } from 'vitest';
import * as DetailStories from '../../stories/trust/TrustDetailPage.stories';
import * as IndexStories from '../../stories/trust/TrustIndexPage.stories';
import * as RecordStories from '../../stories/trust/TrustRecordPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The Trust tab (products in every state), a product with the buy form and its income preview,
// and the hosted orders with the early-redemption button.
const PAGES = [
  ['trust-index', IndexStories, 'Products'],
  ['trust-detail', DetailStories, 'Open'],
  ['trust-record', RecordStories, 'Hosting'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
