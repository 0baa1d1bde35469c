// Every setting an operator may read and change, with its type, range, default and description:
// the one place for these rules (the console's operations, the CLI's `setting` and the seeds read
// it; openapi/components/admin-settings.yaml describes the same keys). The readers keep their own
// keys and defaults, imported here, and read the table per operation, so a change takes effect
// without a restart. Secrets (`*_key`, `*_secret`) share the table and are never listed here.
import type { MessageKey } from '../../i18n/index.ts';
import { CUSTOMER_URL_SETTING } from '../lookups/handlers.ts';
import {
  ADJUST_THRESHOLD_SETTING,
  DEFAULT_ADJUST_THRESHOLD,
} from '../operators/users/adjustments.ts';
import { OTC_DEFAULTS, OTC_SETTINGS } from '../otc/terms.ts';
import { APP_URL_SETTING } from '../referral/invite.ts';
import { DEFAULT_FEE_RATE, FEE_RATE_SETTING } from '../spot/terms.ts';
import { DOWNLOAD_SETTINGS } from '../tasks/download.ts';
import { DEFAULT_WITHDRAW_HOLD_HOURS, WITHDRAW_HOLD_SETTING } from '../security/withdraw-hold.ts';

export type SettingType = 'url' | 'rate' | 'amount' | 'integer' | 'text' | 'coin' | 'coins';
export type SettingGroup = 'support' | 'app' | 'trading' | 'otc' | 'security' | 'console';

export interface SettingDef {
  key: string;
  group: SettingGroup;
  type: SettingType;
  /** What the seed writes and the reader falls back to; null: none (the reader's own fallback). */
  default: string | null;
  /** False: an empty value clears the setting. */
  required: boolean;
  description: MessageKey;
  /** Inclusive bounds of a rate, amount or integer. */
  min?: string;
  max?: string;
  maxDecimals?: number;
  /** The form of a text value, and the message that says it. */
  format?: { pattern: RegExp; message: MessageKey };
  /** An amount that may not exceed (`atMost`) or fall below (`atLeast`) another setting's value. */
  atMost?: string;
  atLeast?: string;
}

export const DEFAULT_CUSTOMER_URL = 'https://support.example.com/chat';
/** The longest value any setting takes (the contract's SettingForm says the same). */
export const SETTING_MAX_LENGTH = 2000;
const RATE = { type: 'rate', min: '0', max: '0.1', maxDecimals: 8 } as const;
const MINUTES = { type: 'integer', min: '1', max: '1440' } as const;
const optionalUrl = (key: string, description: MessageKey): SettingDef => ({
  key,
  group: 'app',
  type: 'url',
  default: null,
  required: false,
  description,
});

export const SETTINGS: readonly SettingDef[] = [
  {
    key: CUSTOMER_URL_SETTING,
    group: 'support',
    type: 'url',
    default: DEFAULT_CUSTOMER_URL,
    required: true,
    description: 'settings.about.customer_url',
  },
  optionalUrl(APP_URL_SETTING, 'settings.about.app_url'),
  optionalUrl(DOWNLOAD_SETTINGS.android, 'settings.about.download_url_android'),
  optionalUrl(DOWNLOAD_SETTINGS.ios, 'settings.about.download_url_ios'),
  {
    key: FEE_RATE_SETTING,
    group: 'trading',
    ...RATE,
    default: DEFAULT_FEE_RATE,
    required: true,
    // The default of every spot pair without its own rate (console markets/spot, spot_pairs.fee_rate).
    description: 'settings.about.spot_fee_rate',
  },
  {
    key: OTC_SETTINGS.feeRate,
    group: 'otc',
    ...RATE,
    default: OTC_DEFAULTS.feeRate,
    required: true,
    description: 'settings.about.otc_fee_rate',
  },
  {
    key: OTC_SETTINGS.marginAmount,
    group: 'otc',
    type: 'amount',
    min: '0.01',
    maxDecimals: 8,
    default: OTC_DEFAULTS.marginAmount,
    required: true,
    description: 'settings.about.otc_margin_amount',
  },
  {
    key: OTC_SETTINGS.marginCurrency,
    group: 'otc',
    type: 'coin',
    default: OTC_DEFAULTS.marginCurrency,
    required: true,
    description: 'settings.about.otc_margin_currency',
  },
  {
    key: OTC_SETTINGS.coins,
    group: 'otc',
    type: 'coins',
    default: OTC_DEFAULTS.coins,
    required: true,
    description: 'settings.about.otc_coins',
  },
  {
    key: OTC_SETTINGS.legal,
    group: 'otc',
    type: 'text',
    format: { pattern: /^[A-Z]{3}$/, message: 'settings.fiat_code' },
    default: OTC_DEFAULTS.legal,
    required: true,
    description: 'settings.about.otc_legal',
  },
  {
    key: OTC_SETTINGS.payMinutes,
    group: 'otc',
    ...MINUTES,
    default: OTC_DEFAULTS.payMinutes,
    required: true,
    description: 'settings.about.otc_pay_minutes',
  },
  {
    key: OTC_SETTINGS.confirmMinutes,
    group: 'otc',
    ...MINUTES,
    default: OTC_DEFAULTS.confirmMinutes,
    required: true,
    description: 'settings.about.otc_confirm_minutes',
  },
  {
    key: OTC_SETTINGS.orderMinAmount,
    group: 'otc',
    type: 'amount',
    min: '0.01',
    max: '100000000',
    maxDecimals: 2,
    default: OTC_DEFAULTS.orderMinAmount,
    required: true,
    description: 'settings.about.otc_order_min_amount',
    atMost: OTC_SETTINGS.orderMaxAmount,
  },
  {
    key: OTC_SETTINGS.orderMaxAmount,
    group: 'otc',
    type: 'amount',
    min: '0.01',
    max: '100000000',
    maxDecimals: 2,
    default: OTC_DEFAULTS.orderMaxAmount,
    required: true,
    description: 'settings.about.otc_order_max_amount',
    atLeast: OTC_SETTINGS.orderMinAmount,
  },
  {
    key: WITHDRAW_HOLD_SETTING,
    group: 'security',
    type: 'integer',
    min: '0',
    max: '168',
    default: DEFAULT_WITHDRAW_HOLD_HOURS,
    required: true,
    description: 'settings.about.security_withdraw_hold_hours',
  },
  {
    key: ADJUST_THRESHOLD_SETTING,
    group: 'console',
    type: 'amount',
    min: '0',
    maxDecimals: 8,
    default: DEFAULT_ADJUST_THRESHOLD,
    required: true,
    description: 'settings.about.console_adjust_threshold_usdt',
  },
];

/** A secret of the installation: never listed, read or changed by an operator. */
export const isSecretKey = (key: string) => key.endsWith('_key') || key.endsWith('_secret');

/** The setting of `key`, or undefined for an unknown key or a secret. */
export function settingDef(key: string): SettingDef | undefined {
  return isSecretKey(key) ? undefined : SETTINGS.find((s) => s.key === key);
}
