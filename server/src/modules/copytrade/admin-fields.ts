// The rules of a copy trader's profile and terms, as the console's form and the contract state them.
// Every refused field gets its own localized reason, so the operator sees all of them at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { priceSource } from '../market/prices.ts';
import { traderFail } from './admin-errors.ts';
import { PAY_CURRENCY_ID } from './traders.ts';

export interface TraderFieldsInput {
  name?: string;
  bio?: string;
  currency?: string;
  direction?: string;
  period_days?: string | number;
  min_amount?: string;
  commission_rate?: string;
  sort?: string | number;
}

export interface TraderTerms {
  name: string;
  bio: string | null;
  currencyId: number;
  symbol: string;
  direction: 'long' | 'short';
  periodDays: number;
  minAmount: string;
  commissionRate: string;
  sort: number;
}

export const NAME_MAX = 60;
export const BIO_MAX = 280;
export const MAX_PERIOD_DAYS = 365;
/** The commission is a share of a positive profit: 0 up to, not including, 1. */
export const RATE_PLACES = 8;

/** Checks the profile and terms; throws 400 (2731) naming every refused field, before any write. */
export async function parseTrader(db: Db, input: TraderFieldsInput): Promise<TraderTerms> {
  const fields: Record<string, FieldError> = {};
  const name = String(input.name ?? '').trim();
  if (name.length === 0 || name.length > NAME_MAX)
    fields.name = { key: 'copytrade.field.name', params: { max: NAME_MAX } };
  const bio = String(input.bio ?? '').trim();
  if (bio.length > BIO_MAX) fields.bio = { key: 'copytrade.field.bio', params: { max: BIO_MAX } };
  const symbol = String(input.currency ?? '').trim();
  const [coin] = symbol
    ? await db
        .select()
        .from(currencies)
        .where(sql`upper(${currencies.symbol}) = upper(${symbol}) AND ${currencies.enabled}`)
    : [];
  // A listed coin with a market price (the follower's result is its move), not the pay coin itself.
  if (!coin || coin.id === PAY_CURRENCY_ID || !priceSource().supports(coin.id))
    fields.currency = { key: 'copytrade.field.currency', params: { currency: symbol || '-' } };
  const direction =
    input.direction === 'long' || input.direction === 'short' ? input.direction : null;
  if (!direction) fields.direction = { key: 'copytrade.field.direction' };
  const periodDays = whole(input.period_days, 1, MAX_PERIOD_DAYS);
  if (periodDays === null)
    fields.period_days = { key: 'copytrade.field.period', params: { max: MAX_PERIOD_DAYS } };
  // Followers pay in USDT: the minimum has USDT's places.
  const [pay] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(sql`${currencies.id} = ${PAY_CURRENCY_ID}`);
  const places = pay?.decimals ?? 8;
  const minAmount = decimal(input.min_amount, places);
  if (!minAmount || minAmount.lte(0))
    fields.min_amount = { key: 'copytrade.field.min_amount', params: { places } };
  const rate = decimal(input.commission_rate, RATE_PLACES);
  if (!rate || rate.lt(0) || rate.gte(1))
    fields.commission_rate = { key: 'copytrade.field.commission_rate' };
  const blankSort = input.sort === undefined || String(input.sort).trim() === '';
  const sort = blankSort ? 0 : whole(input.sort, -1_000_000, 1_000_000);
  if (sort === null) fields.sort = { key: 'copytrade.field.sort' };
  if (Object.keys(fields).length > 0) throw traderFail.fields(fields);
  return {
    name,
    bio: bio || null,
    currencyId: coin!.id,
    symbol: coin!.symbol,
    direction: direction!,
    periodDays: periodDays!,
    minAmount: minAmount!.toFixed(),
    commissionRate: rate!.toFixed(),
    sort: sort!,
  };
}
