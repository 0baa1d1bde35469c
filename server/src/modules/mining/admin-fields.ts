// The rules of a miner model's and a pledge product's terms, as the console's forms and the
// contract state them. Every field is checked before anything is written, and every refused field
// gets its own localized reason, so the operator sees all of them at once (400, code 2751).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { Money } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { miningAdminFail } from './admin-errors.ts';

export const HASHRATE_UNITS = ['H/s', 'KH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'] as const;
export const MAX_NAME = 60;
export const MAX_SEATS = 1000;
export const MAX_PREPARE_DAYS = 365;
export const MAX_DAYS = 3650;
export const MAX_DAILY_RATE = '0.1';
export const RATE_PLACES = 8;
export const HASHRATE_PLACES = 8;

export interface MinerFieldsInput {
  name?: string;
  hashrate?: string;
  hashrate_unit?: string;
  coin?: string;
  price?: string;
  seat_price?: string;
  seats?: string | number;
  daily_yield?: string;
  prepare_days?: string | number;
  run_days?: string | number;
  offer_ends_at?: string;
  sort?: string | number;
}

export interface MinerTerms {
  name: string;
  hashrate: string;
  hashrateUnit: string;
  coinId: number;
  price: string;
  seatPrice: string;
  seats: number;
  dailyYield: string;
  prepareDays: number;
  runDays: number;
  offerEndsAt: Date;
  sort: number;
}

export interface PledgeFieldsInput {
  currency?: string;
  days?: string | number;
  daily_rate?: string;
  min_amount?: string;
  max_amount?: string;
  sort?: string | number;
}

export interface PledgeTerms {
  currencyId: number;
  days: number;
  dailyRate: string;
  minAmount: string;
  maxAmount: string;
  sort: number;
}

function sortOf(input: unknown): number | null {
  const blank = input === undefined || String(input).trim() === '';
  return blank ? 0 : whole(input, -1_000_000, 1_000_000);
}

/** A listed coin by symbol (any case), or undefined. */
export async function listedCoin(db: Db, symbol: string) {
  if (!symbol) return undefined;
  const [coin] = await db
    .select()
    .from(currencies)
    .where(sql`upper(${currencies.symbol}) = upper(${symbol}) AND ${currencies.enabled}`);
  return coin;
}

async function usdtPlaces(db: Db): Promise<number> {
  const [usdt] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.id, USDT_ID));
  return usdt?.decimals ?? 6;
}

/**
 * A miner model's terms. `offerEndsBefore` is the offer end the model has now: an unchanged end may
 * lie in the past (the model is edited after its offer), a new one must lie ahead of `now`.
 */
export async function parseMinerTerms(
  db: Db,
  input: MinerFieldsInput,
  now: Date,
  offerEndsBefore?: Date,
): Promise<MinerTerms> {
  const fields: Record<string, FieldError> = {};
  const name = String(input.name ?? '').trim();
  if (name.length < 1 || name.length > MAX_NAME)
    fields.name = { key: 'mining_admin.field.name', params: { max: MAX_NAME } };
  const hashrate = decimal(input.hashrate, HASHRATE_PLACES);
  if (!hashrate || hashrate.lte(0))
    fields.hashrate = { key: 'mining_admin.field.hashrate', params: { places: HASHRATE_PLACES } };
  const unit = String(input.hashrate_unit ?? '').trim();
  if (!(HASHRATE_UNITS as readonly string[]).includes(unit))
    fields.hashrate_unit = {
      key: 'mining_admin.field.hashrate_unit',
      params: { units: HASHRATE_UNITS.join(', ') },
    };
  const symbol = String(input.coin ?? '').trim();
  const coin = await listedCoin(db, symbol);
  if (!coin) fields.coin = { key: 'mining_admin.field.coin', params: { currency: symbol || '-' } };
  const usdt = await usdtPlaces(db);
  const price = decimal(input.price, usdt);
  if (!price || price.lte(0))
    fields.price = { key: 'mining_admin.field.usdt', params: { places: usdt } };
  const seatPrice = decimal(input.seat_price, usdt);
  if (!seatPrice || seatPrice.lte(0))
    fields.seat_price = { key: 'mining_admin.field.usdt', params: { places: usdt } };
  const seats = whole(input.seats, 1, MAX_SEATS);
  if (seats === null)
    fields.seats = { key: 'mining_admin.field.seats', params: { max: MAX_SEATS } };
  const places = coin?.decimals ?? 18;
  const dailyYield = decimal(input.daily_yield, places);
  if (!dailyYield || dailyYield.lte(0))
    fields.daily_yield = { key: 'mining_admin.field.daily_yield', params: { places } };
  else if (
    coin &&
    seats !== null &&
    new Money(dailyYield).div(seats).toDecimalPlaces(places, Money.ROUND_DOWN).lte(0)
  )
    fields.daily_yield = { key: 'mining_admin.field.seat_yield', params: { places } };
  const prepareDays = whole(input.prepare_days, 0, MAX_PREPARE_DAYS);
  if (prepareDays === null)
    fields.prepare_days = {
      key: 'mining_admin.field.prepare_days',
      params: { max: MAX_PREPARE_DAYS },
    };
  const runDays = whole(input.run_days, 1, MAX_DAYS);
  if (runDays === null)
    fields.run_days = { key: 'mining_admin.field.days', params: { max: MAX_DAYS } };
  const text = String(input.offer_ends_at ?? '').trim();
  const offerEndsAt = text ? new Date(text) : null;
  const unchanged = offerEndsAt && offerEndsBefore?.getTime() === offerEndsAt.getTime();
  if (!offerEndsAt || Number.isNaN(offerEndsAt.getTime()) || (!unchanged && offerEndsAt <= now))
    fields.offer_ends_at = { key: 'mining_admin.field.offer_ends_at' };
  const sort = sortOf(input.sort);
  if (sort === null) fields.sort = { key: 'mining_admin.field.sort' };
  if (Object.keys(fields).length > 0) throw miningAdminFail.fields(fields);
  return {
    name,
    hashrate: hashrate!.toFixed(),
    hashrateUnit: unit,
    coinId: coin!.id,
    price: price!.toFixed(),
    seatPrice: seatPrice!.toFixed(),
    seats: seats!,
    dailyYield: dailyYield!.toFixed(),
    prepareDays: prepareDays!,
    runDays: runDays!,
    offerEndsAt: offerEndsAt!,
    sort: sort!,
  };
}

/** A pledge product's terms, the amounts in the coin's decimals. */
export async function parsePledgeTerms(db: Db, input: PledgeFieldsInput): Promise<PledgeTerms> {
  const fields: Record<string, FieldError> = {};
  const symbol = String(input.currency ?? '').trim();
  const coin = await listedCoin(db, symbol);
  if (!coin)
    fields.currency = { key: 'mining_admin.field.coin', params: { currency: symbol || '-' } };
  const days = whole(input.days, 1, MAX_DAYS);
  if (days === null) fields.days = { key: 'mining_admin.field.days', params: { max: MAX_DAYS } };
  const dailyRate = decimal(input.daily_rate, RATE_PLACES);
  if (!dailyRate || dailyRate.lte(0) || dailyRate.gt(MAX_DAILY_RATE))
    fields.daily_rate = { key: 'mining_admin.field.daily_rate', params: { places: RATE_PLACES } };
  const places = coin?.decimals ?? 18;
  const minAmount = decimal(input.min_amount, places);
  if (!minAmount || minAmount.lte(0))
    fields.min_amount = { key: 'mining_admin.field.amount', params: { places } };
  const maxAmount = decimal(input.max_amount, places);
  if (!maxAmount || maxAmount.lte(0))
    fields.max_amount = { key: 'mining_admin.field.amount', params: { places } };
  else if (minAmount && minAmount.gt(0) && maxAmount.lt(minAmount))
    fields.max_amount = { key: 'mining_admin.field.max_below_min' };
  const sort = sortOf(input.sort);
  if (sort === null) fields.sort = { key: 'mining_admin.field.sort' };
  if (Object.keys(fields).length > 0) throw miningAdminFail.fields(fields);
  return {
    currencyId: coin!.id,
    days: days!,
    dailyRate: dailyRate!.toFixed(),
    minAmount: minAmount!.toFixed(),
    maxAmount: maxAmount!.toFixed(),
    sort: sort!,
  };
}
