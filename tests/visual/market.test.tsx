import { describe, test } from 'vitest';
import * as HomeStories from '../../stories/home/HomePage.stories';
import * as KlineStories from '../../stories/market/KlinePage.stories';
import * as MarketStories from '../../stories/market/MarketPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// Home, the market list, spot trading and the k-line (fixed candles in the story, no animation).
const PAGES = [
  ['home', HomeStories, 'Loaded'],
  ['market-list', MarketStories, 'Markets'],
  ['market-trade', MarketStories, 'Trade'],
  ['kline', KlineStories, 'OneHour'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
