// The OTC market's terms, operator settings with defaults (`npm run operator -- setting set otc.fee_rate 0.002`).
// Read once per operation; a malformed value falls back to the default rather than break trading.
import { like } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { settings } from '../../db/schema/auth.ts';
import { Money } from '../../lib/decimal.ts';
import type { Seed } from '../seed/seed.ts';
import { defaultSetting } from '../settings/settings.ts';

export const OTC_SETTINGS = {
  legal: 'otc.legal',
  marginCurrency: 'otc.margin_currency',
  marginAmount: 'otc.margin_amount',
  feeRate: 'otc.fee_rate',
  payMinutes: 'otc.pay_minutes',
  confirmMinutes: 'otc.confirm_minutes',
  coins: 'otc.coins',
  orderMinAmount: 'otc.order_min_amount',
  orderMaxAmount: 'otc.order_max_amount',
} as const;

export const OTC_DEFAULTS = {
  legal: 'USD',
  marginCurrency: 'USDT',
  marginAmount: '100',
  feeRate: '0.001',
  payMinutes: '15',
  confirmMinutes: '30',
  coins: 'USDT,BTC,ETH,BNB',
  // One order's value in the legal currency: an ad's limits must sit within, and so must an order.
  orderMinAmount: '0.01',
  orderMaxAmount: '1000000',
} as const;

/** Legal amounts (prices x quantities, limits) have cents; prices may be finer than that. */
export const LEGAL_PLACES = 2;
export const PRICE_PLACES = 8;

export interface OtcTerms {
  legal: string;
  marginCurrency: string;
  marginAmount: string;
  feeRate: string;
  payMinutes: number;
  confirmMinutes: number;
  /** Symbols of the coins traded peer-to-peer. */
  coins: string[];
  /** Least and most legal value of one order (an ad's min/max limits must sit within). */
  orderMinAmount: string;
  orderMaxAmount: string;
}

const decimal = (value: string | undefined, fallback: string, ok: (d: Money) => boolean) => {
  try {
    return value !== undefined && /^\d+(\.\d+)?$/.test(value) && ok(new Money(value))
      ? value
      : fallback;
  } catch {
    return fallback;
  }
};
const minutes = (value: string | undefined, fallback: string) =>
  Number(/^[1-9]\d{0,4}$/.test(value ?? '') ? value : fallback);

export async function otcTerms(db: Db): Promise<OtcTerms> {
  const rows = await db.select().from(settings).where(like(settings.key, 'otc.%'));
  const get = (key: keyof typeof OTC_SETTINGS) =>
    rows.find((r) => r.key === OTC_SETTINGS[key])?.value.trim();
  return {
    legal: /^[A-Z]{3}$/.test(get('legal') ?? '') ? get('legal')! : OTC_DEFAULTS.legal,
    marginCurrency: get('marginCurrency') || OTC_DEFAULTS.marginCurrency,
    marginAmount: decimal(get('marginAmount'), OTC_DEFAULTS.marginAmount, (d) => d.gt(0)),
    feeRate: decimal(get('feeRate'), OTC_DEFAULTS.feeRate, (d) => d.gte(0) && d.lt(1)),
    payMinutes: minutes(get('payMinutes'), OTC_DEFAULTS.payMinutes),
    confirmMinutes: minutes(get('confirmMinutes'), OTC_DEFAULTS.confirmMinutes),
    coins: (get('coins') || OTC_DEFAULTS.coins)
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    orderMinAmount: decimal(get('orderMinAmount'), OTC_DEFAULTS.orderMinAmount, (d) => d.gte(0)),
    orderMaxAmount: decimal(get('orderMaxAmount'), OTC_DEFAULTS.orderMaxAmount, (d) => d.gt(0)),
  };
}

/** The defaults, written only when absent (an operator's change survives restarts). */
export const otcSeed: Seed = {
  name: 'otc',
  async run({ db }) {
    for (const key of Object.keys(OTC_SETTINGS) as (keyof typeof OTC_SETTINGS)[]) {
      await defaultSetting(db, OTC_SETTINGS[key], OTC_DEFAULTS[key]);
    }
  },
};
