import { describe, test } from 'vitest';
import * as AddStories from '../../stories/withdraw/BankBindAddPage.stories';
import * as RecordStories from '../../stories/withdraw/WithdrawRecordPage.stories';
import * as WithdrawStories from '../../stories/withdraw/WithdrawPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The withdraw form, the records with their three statuses, and the bank binding form.
const PAGES = [
  ['withdraw', WithdrawStories, 'Ready'],
  ['withdraw-hold', WithdrawStories, 'OnHoldAfterPasswordReset'],
  ['withdraw-records', RecordStories, 'Records'],
  ['bankbind-add', AddStories, 'Form'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
