import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import i18n from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';
import * as DetailStories from '../../stories/otc/OrderDetailPage.stories';
import * as MyAdsStories from '../../stories/otc/MyAdsPage.stories';
import * as ListStories from '../../stories/otc/OrderListPage.stories';
import * as IndexStories from '../../stories/otc/OtcIndexPage.stories';
import { blurPressedControl, SHOT_TIMEOUT, VISUAL_LANGS } from './capture';

// The market, an order to pay (buyer) and to release (seller), my orders, my ads with the margin,
// and the publish form, which is a sheet outside the page's root. Countdowns run with the clock:
// they are masked, everything else is fixed.
type Module = Parameters<typeof composeStories>[0];
type Composed = { run: () => Promise<void> };

async function shoot(
  module: Module,
  story: string,
  lang: Lang,
  name: string,
  sheet?: () => string,
) {
  const stories = composeStories(module, { initialGlobals: { locale: lang } }) as Record<
    string,
    Composed
  >;
  await stories[story]!.run();
  await document.fonts.ready;
  // Pictures (QR codes, vouchers) arrive after the text: wait for every one to have loaded.
  await expect
    .poll(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  blurPressedControl();
  const target = sheet
    ? page.getByRole('dialog', { name: sheet() })
    : page.getByTestId('story-root');
  await expect.element(target, SHOT_TIMEOUT).toMatchScreenshot(`${name}-${lang}`, {
    screenshotOptions: { mask: [page.getByTestId('otc-countdown')] },
  });
}

const PAGES = [
  ['otc-market', IndexStories, 'BuyTab'],
  ['otc-order-buyer-to-pay', DetailStories, 'BuyerToPay'],
  ['otc-order-seller-to-confirm', DetailStories, 'SellerToConfirm'],
  ['otc-orders', ListStories, 'Incomplete'],
  ['otc-my-ads', MyAdsStories, 'MyAds'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => shoot(module, story, lang, name));
});

// The sheets: the publish form, and the order form showing a limit error.
const SHEETS = [
  ['otc-publish-form', MyAdsStories, 'PublishForm', () => i18n.t('otc:form.publishTitle')],
  [
    'otc-order-sheet',
    IndexStories,
    'OrderValidation',
    () => i18n.t('otc:action.buy', { coin: 'USDT' }),
  ],
] as const;

describe.each(SHEETS)('%s', (name, module, story, title) => {
  test.each(VISUAL_LANGS)('%s', (lang) => shoot(module, story, lang, name, title));
});
