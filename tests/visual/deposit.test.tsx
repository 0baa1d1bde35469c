import { describe, test } from 'vitest';
import * as ChainStories from '../../stories/deposit/ChainDepositPage.stories';
import * as ChooseStories from '../../stories/deposit/DepositPage.stories';
import * as RecordStories from '../../stories/deposit/DepositRecordPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The deposit pages: choosing coin and method, the chain deposit (address, QR code, form) and
// the records in all three review states.
const PAGES = [
  ['deposit-choose', ChooseStories, 'ChooseBtc'],
  ['deposit-chain', ChainStories, 'Trc20'],
  ['deposit-records', RecordStories, 'AllStates'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
