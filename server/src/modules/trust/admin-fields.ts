// The rules of a trust product's terms, as the console's form and the contract state them. Every
// refused field gets its own localized reason, so the operator sees all of them at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { productFail } from './admin-errors.ts';

export interface ProductFieldsInput {
  currency?: string;
  period_days?: string | number;
  min_amount?: string;
  daily_rate?: string;
  settlement_ratio?: string;
  sort?: string | number;
}

export interface ProductTerms {
  currencyId: number;
  symbol: string;
  periodDays: number;
  minAmount: string;
  dailyRate: string;
  settlementRatio: string;
  sort: number;
}

export const MAX_PERIOD_DAYS = 3650;
export const MAX_DAILY_RATE = '0.1';
export const RATE_PLACES = 8;

/** Checks the terms against the spec's rules and the coin's decimals; throws 400 (2641) if any fail. */
export async function parseTerms(db: Db, input: ProductFieldsInput): Promise<ProductTerms> {
  const fields: Record<string, FieldError> = {};
  const symbol = String(input.currency ?? '').trim();
  const [coin] = symbol
    ? await db
        .select()
        .from(currencies)
        .where(sql`upper(${currencies.symbol}) = upper(${symbol}) AND ${currencies.enabled}`)
    : [];
  if (!coin)
    fields.currency = { key: 'product.field.currency', params: { currency: symbol || '-' } };
  const periodDays = whole(input.period_days, 1, MAX_PERIOD_DAYS);
  if (periodDays === null) fields.period_days = { key: 'product.field.period' };
  const places = coin?.decimals ?? 18;
  const minAmount = decimal(input.min_amount, places);
  if (!minAmount || minAmount.lte(0))
    fields.min_amount = { key: 'product.field.min_amount', params: { places } };
  const dailyRate = decimal(input.daily_rate, RATE_PLACES);
  if (!dailyRate || dailyRate.lte(0) || dailyRate.gt(MAX_DAILY_RATE))
    fields.daily_rate = { key: 'product.field.daily_rate' };
  const ratio = decimal(input.settlement_ratio, RATE_PLACES);
  if (!ratio || ratio.lt(0) || ratio.gt(1))
    fields.settlement_ratio = { key: 'product.field.settlement_ratio' };
  const blankSort = input.sort === undefined || String(input.sort).trim() === '';
  const sort = blankSort ? 0 : whole(input.sort, -1_000_000, 1_000_000);
  if (sort === null) fields.sort = { key: 'product.field.sort' };
  if (Object.keys(fields).length > 0) throw productFail.fields(fields);
  return {
    currencyId: coin!.id,
    symbol: coin!.symbol,
    periodDays: periodDays!,
    minAmount: minAmount!.toFixed(),
    dailyRate: dailyRate!.toFixed(),
    settlementRatio: ratio!.toFixed(),
    sort: sort!,
  };
}
