import { describe, test } from 'vitest';
import * as IndexStories from '../../stories/liabilities/ProofOfLiabilitiesPage.stories';
import * as VerifyStories from '../../stories/liabilities/VerifyBalancesPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The proof of liabilities: the public snapshots, and the check of one's balances passed, failed
// and not yet possible, in en, zh and th (long hashes must wrap or shorten, never widen the page).
const PAGES = [
  ['liabilities', IndexStories, 'Loaded'],
  ['liabilities-verify', VerifyStories, 'Included'],
  ['liabilities-verify-failed', VerifyStories, 'VerificationFailed'],
  ['liabilities-verify-newer', VerifyStories, 'NotYetInSnapshot'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
