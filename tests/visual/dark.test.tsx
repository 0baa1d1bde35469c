import { describe, test } from 'vitest';
import * as AssetsStories from '../../stories/assets/AssetsPage.stories';
import * as CoinStories from '../../stories/assets/CoinPage.stories';
import * as LoginStories from '../../stories/auth/LoginPage.stories';
import * as HomeStories from '../../stories/home/HomePage.stories';
import * as KlineStories from '../../stories/market/KlinePage.stories';
import * as MarketStories from '../../stories/market/MarketPage.stories';
import * as OptionStories from '../../stories/options/OptionPage.stories';
import * as TrustIndexStories from '../../stories/trust/TrustIndexPage.stories';
import { expectNoAxeViolations } from './axe';
import { expectStoryScreenshot } from './capture';

// The dark theme (a phone in dark mode, or Dark chosen in Settings > Appearance): the five tab
// pages, login, the k-line, spot trading and options. Colours only differ from the light shots,
// so English alone: the languages' layouts are the light tests' business. axe checks each
// (the story tests run it in light).
const PAGES = [
  ['home', HomeStories, 'Loaded'],
  ['market-list', MarketStories, 'Markets'],
  ['option', OptionStories, 'Settled'],
  ['trust-index', TrustIndexStories, 'Products'],
  ['assets', AssetsStories, 'Loaded'],
  ['coin', CoinStories, 'Loaded'],
  ['login', LoginStories, 'Empty'],
  ['kline', KlineStories, 'OneHour'],
  ['market-trade', MarketStories, 'Trade'],
] as const;

describe.each(PAGES)('%s in dark', (name, module, story) => {
  test('en', async () => {
    await expectStoryScreenshot(module, story, 'en', name, 'dark');
    await expectNoAxeViolations();
  });
});
