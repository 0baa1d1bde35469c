import { describe, test } from 'vitest';
import * as AssetsStories from '../../stories/assets/AssetsPage.stories';
import * as CoinStories from '../../stories/assets/CoinPage.stories';
import * as RecordStories from '../../stories/assets/RecordPage.stories';
import * as TradeAccountStories from '../../stories/assets/TradeAccountPage.stories';
import * as TransferStories from '../../stories/assets/TransferPage.stories';
import * as TransferRecordStories from '../../stories/assets/TransferRecordPage.stories';
import * as FlashStories from '../../stories/exchange/FlashPage.stories';
import * as GiftStories from '../../stories/exchange/GiftPage.stories';
import * as AdvancedStories from '../../stories/kyc/AdvancedVerificationPage.stories';
import * as BasicStories from '../../stories/kyc/BasicVerificationPage.stories';
import * as VerificationStories from '../../stories/kyc/VerificationPage.stories';
import * as AddressCreateStories from '../../stories/security/AddressCreatePage.stories';
import * as AddressListStories from '../../stories/security/AddressListPage.stories';
import * as ChangePasswordStories from '../../stories/security/ChangePasswordPage.stories';
import * as ChangePayPasswordStories from '../../stories/security/ChangePayPasswordPage.stories';
import * as ActivityStories from '../../stories/security/ActivityPage.stories';
import * as AntiPhishingStories from '../../stories/security/AntiPhishingPage.stories';
import * as AuthenticatorStories from '../../stories/security/AuthenticatorPage.stories';
import * as DevicesStories from '../../stories/security/DevicesPage.stories';
import * as PasskeysStories from '../../stories/security/PasskeysPage.stories';
import * as SecurityStories from '../../stories/security/SecurityPage.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The wallet, security and verification pages in their main state, in en, zh and th.
const PAGES = [
  ['assets', AssetsStories, 'Loaded'],
  ['assets-hidden', AssetsStories, 'AmountsHidden'],
  ['coin', CoinStories, 'Loaded'],
  ['trade-account', TradeAccountStories, 'Spot'],
  ['records', RecordStories, 'Loaded'],
  ['transfer', TransferStories, 'Loaded'],
  ['transfer-records', TransferRecordStories, 'Loaded'],
  ['flash-exchange', FlashStories, 'QuoteShown'],
  ['gift', GiftStories, 'Loaded'],
  ['verification', VerificationStories, 'Unverified'],
  ['kyc-basic', BasicStories, 'Form'],
  ['kyc-advanced', AdvancedStories, 'Form'],
  ['security', SecurityStories, 'FundPasswordSet'],
  ['devices', DevicesStories, 'Devices'],
  ['activity', ActivityStories, 'Activity'],
  ['anti-phishing', AntiPhishingStories, 'Current'],
  ['authenticator-setup', AuthenticatorStories, 'QrSetup'],
  ['recovery-codes', AuthenticatorStories, 'RecoveryCodesShown'],
  ['passkeys', PasskeysStories, 'List'],
  ['address-list', AddressListStories, 'Loaded'],
  ['address-create', AddressCreateStories, 'Form'],
  ['change-password', ChangePasswordStories, 'Empty'],
  ['change-pay-password', ChangePayPasswordStories, 'SetFirstTime'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
