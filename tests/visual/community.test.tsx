import { describe, test } from 'vitest';
import * as HelpCenterStories from '../../stories/help/HelpCenterPage.stories';
import * as NoticeListStories from '../../stories/help/NoticeListPage.stories';
import * as PromotionStories from '../../stories/promotion/PromotionPage.stories';
import * as LanguageStories from '../../stories/settings/LanguagePage.stories';
import * as SettingsStories from '../../stories/settings/SettingsPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

describe('promotion page', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(PromotionStories, 'Loaded', lang, 'promotion'),
  );
});

describe('help center', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(HelpCenterStories, 'Loaded', lang, 'help-center'),
  );
});

describe('notice list', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(NoticeListStories, 'Loaded', lang, 'notice-list'),
  );
});

describe('settings', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(SettingsStories, 'Loaded', lang, 'settings'),
  );
});

describe('language', () => {
  test.each(VISUAL_LANGS)('%s', (lang) =>
    expectStoryScreenshot(LanguageStories, 'SevenLanguages', lang, 'language'),
  );
});
