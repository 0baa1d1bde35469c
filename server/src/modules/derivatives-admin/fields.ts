// The rules of option durations' and leverage markets' terms, as the console's forms and the
// contract state them (openapi/components/admin-derivatives.yaml). Every field is checked before
// any is written, each refused one with its own localized reason.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { optionPayableCurrencies } from '../../db/schema/derivatives.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { USDT_ID } from '../market/coins.ts';
import { priceSource } from '../market/prices.ts';
import { derivativesFail } from './errors.ts';

export const RATE_PLACES = 8;
export const MAX_SECONDS = 86_400;
export const MAX_PAYOUT_RATIO = '10';
export const MAX_FLAT_BAND = '0.1';
export const MAX_FEE_RATE = '0.1';
export const MAX_MULTIPLE = 1000;
export const MAX_MULTIPLES = 20;

export interface DurationInput {
  seconds?: string | number;
  payout_ratio?: string;
  min_amount?: string;
  flat_band?: string;
}
export interface DurationTerms {
  payoutRatio: string;
  minAmount: string;
  flatBand: string;
}

export interface MarketInput {
  currency?: string;
  lot_size?: string;
  fee_rate?: string;
  maintenance_rate?: string;
  multiples?: string;
}
export interface MarketTerms {
  lotSize: string;
  feeRate: string;
  maintenanceRate: string;
  multiples: number[];
}

/** A rate with at most 8 decimals in [0, max] (or (0, max] when `positive`), or below `below`. */
function rate(input: unknown, opts: { positive?: boolean; max?: string; below?: string }) {
  const v = decimal(input, RATE_PLACES);
  if (!v || (opts.positive ? v.lte(0) : v.lt(0))) return null;
  if (opts.max !== undefined && v.gt(opts.max)) return null;
  if (opts.below !== undefined && v.gte(opts.below)) return null;
  return v.toFixed();
}

/** The stake's decimals: the fewest of the enabled payable coins' (USDT's when none). */
async function stakePlaces(db: Db): Promise<number> {
  const [row] = await db
    .select({ places: sql<number>`min(${currencies.decimals})::int` })
    .from(optionPayableCurrencies)
    .innerJoin(currencies, eq(currencies.id, optionPayableCurrencies.currencyId))
    .where(eq(optionPayableCurrencies.enabled, true));
  if (row?.places !== null && row?.places !== undefined) return Number(row.places);
  const [usdt] = await db
    .select({ places: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.id, USDT_ID));
  return usdt?.places ?? 8;
}

/** A duration's terms (and on creation its seconds); throws 400 (2701) listing every refused field. */
export async function parseDuration(
  db: Db,
  input: DurationInput,
  creating: boolean,
): Promise<DurationTerms & { seconds: number }> {
  const fields: Record<string, FieldError> = {};
  const seconds = creating ? whole(input.seconds, 1, MAX_SECONDS) : 0;
  if (seconds === null)
    fields.seconds = { key: 'derivatives.field.seconds', params: { max: MAX_SECONDS } };
  const payoutRatio = rate(input.payout_ratio, { positive: true, max: MAX_PAYOUT_RATIO });
  if (!payoutRatio)
    fields.payout_ratio = {
      key: 'derivatives.field.payout_ratio',
      params: { max: MAX_PAYOUT_RATIO },
    };
  const places = await stakePlaces(db);
  const minAmount = decimal(input.min_amount, places);
  if (!minAmount || minAmount.lte(0))
    fields.min_amount = { key: 'derivatives.field.min_amount', params: { places } };
  const flatBand = rate(input.flat_band, { below: MAX_FLAT_BAND });
  if (!flatBand)
    fields.flat_band = { key: 'derivatives.field.flat_band', params: { max: MAX_FLAT_BAND } };
  if (Object.keys(fields).length > 0) throw derivativesFail.durationFields(fields);
  return {
    seconds: seconds!,
    payoutRatio: payoutRatio!,
    minAmount: minAmount!.toFixed(),
    flatBand: flatBand!,
  };
}

/** "5, 10,20" → [5, 10, 20]: whole multiples 1-1000, no repeats, 1 to 20 of them; null if not so. */
export function parseMultiples(input: unknown): number[] | null {
  const parts = String(input ?? '')
    .split(/[\s,]+/)
    .filter((p) => p !== '');
  if (parts.length < 1 || parts.length > MAX_MULTIPLES) return null;
  const values = parts.map((p) => whole(p, 1, MAX_MULTIPLE));
  if (values.some((v) => v === null)) return null;
  const unique = [...new Set(values as number[])].sort((a, b) => a - b);
  return unique.length === values.length ? unique : null;
}

export interface MarketCoin {
  id: number;
  symbol: string;
  decimals: number;
}

/** The coin of a new market: listed, not USDT (the quote), and priced by the feed. */
async function marketCoin(db: Db, symbol: string): Promise<MarketCoin | null> {
  if (!symbol) return null;
  const [coin] = await db
    .select({ id: currencies.id, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies)
    .where(and(sql`upper(${currencies.symbol}) = upper(${symbol})`, eq(currencies.enabled, true)));
  if (!coin || coin.id === USDT_ID || !priceSource().supports(coin.id)) return null;
  return coin;
}

/**
 * A market's terms; `coin` is the market's coin when editing, looked up from `input.currency` when
 * creating. Throws 400 (2704) listing every refused field.
 */
export async function parseMarket(
  db: Db,
  input: MarketInput,
  coin?: MarketCoin,
): Promise<MarketTerms & { coin: MarketCoin }> {
  const fields: Record<string, FieldError> = {};
  const symbol = String(input.currency ?? '').trim();
  const chosen = coin ?? (await marketCoin(db, symbol));
  if (!chosen)
    fields.currency = { key: 'derivatives.field.currency', params: { currency: symbol || '-' } };
  const places = chosen?.decimals ?? 18;
  const lotSize = decimal(input.lot_size, places);
  if (!lotSize || lotSize.lte(0))
    fields.lot_size = { key: 'derivatives.field.lot_size', params: { places } };
  const feeRate = rate(input.fee_rate, { max: MAX_FEE_RATE });
  if (!feeRate)
    fields.fee_rate = { key: 'derivatives.field.fee_rate', params: { max: MAX_FEE_RATE } };
  const maintenanceRate = rate(input.maintenance_rate, { below: '1' });
  if (!maintenanceRate) fields.maintenance_rate = { key: 'derivatives.field.maintenance_rate' };
  const multiples = parseMultiples(input.multiples);
  if (!multiples)
    fields.multiples = {
      key: 'derivatives.field.multiples',
      params: { max: MAX_MULTIPLE, count: MAX_MULTIPLES },
    };
  if (Object.keys(fields).length > 0) throw derivativesFail.marketFields(fields);
  return {
    coin: chosen!,
    lotSize: lotSize!.toFixed(),
    feeRate: feeRate!,
    maintenanceRate: maintenanceRate!,
    multiples: multiples!,
  };
}
