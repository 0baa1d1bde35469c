// The rules of a spot pair's terms, as the console's form and the contract state them. Every refused
// field gets its own localized reason, so the operator sees all of them at once (400, code 2721).
import type { Db } from '../../db/index.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { allCoins } from '../exchange/currencies.ts';
import { priceSource } from '../market/prices.ts';
import { AppError } from '../../http/app-error.ts';
import { SpotPairCode } from './errors.ts';

export interface PairFieldsInput {
  price_decimals?: string | number;
  quantity_decimals?: string | number;
  fee_rate?: string;
  min_quantity?: string;
  min_amount?: string;
  sort?: string | number;
}
export interface NewPairInput extends PairFieldsInput {
  base?: string;
  quote?: string;
}

export interface PairTerms {
  priceDecimals: number;
  quantityDecimals: number;
  /** Null: the `spot.fee_rate` setting. */
  feeRate: string | null;
  minQuantity: string;
  minAmount: string;
  sort: number;
}

/** The highest fee rate of a pair, as the `spot.fee_rate` setting allows (10 %). */
export const MAX_PAIR_FEE_RATE = '0.1';
export const RATE_PLACES = 8;

export const pairFieldsFail = (fields: Record<string, FieldError>) => {
  const first = Object.values(fields)[0]!;
  return new AppError(400, first.key, {
    code: SpotPairCode.fieldRefused,
    params: first.params ?? {},
    fields,
  });
};

type CoinRow = Awaited<ReturnType<typeof allCoins>>[number];

/** Checks the terms; `base` and `quote` are the pair's coins (null when refused themselves). */
function checkTerms(
  input: PairFieldsInput,
  base: CoinRow | null,
  quote: CoinRow | null,
  fields: Record<string, FieldError>,
): PairTerms | null {
  const priceDecimals = whole(input.price_decimals, 0, 18);
  if (priceDecimals === null) fields.price_decimals = { key: 'spot_pair.field.price_decimals' };
  const maxQty = base?.decimals ?? 18;
  const quantityDecimals = whole(input.quantity_decimals, 0, maxQty);
  if (quantityDecimals === null)
    fields.quantity_decimals = {
      key: 'spot_pair.field.quantity_decimals',
      params: { max: maxQty },
    };
  const blankRate = input.fee_rate === undefined || String(input.fee_rate).trim() === '';
  const feeRate = blankRate ? null : decimal(input.fee_rate, RATE_PLACES);
  if (!blankRate && (!feeRate || feeRate.lt(0) || feeRate.gt(MAX_PAIR_FEE_RATE)))
    fields.fee_rate = { key: 'spot_pair.field.fee_rate' };
  const qtyPlaces = quantityDecimals ?? maxQty;
  const blankMinQty = input.min_quantity === undefined || String(input.min_quantity).trim() === '';
  const minQuantity = blankMinQty ? null : decimal(input.min_quantity, qtyPlaces);
  if (!blankMinQty && (!minQuantity || minQuantity.lt(0)))
    fields.min_quantity = { key: 'spot_pair.field.min_quantity', params: { places: qtyPlaces } };
  const amountPlaces = quote?.decimals ?? 18;
  const blankMinAmount = input.min_amount === undefined || String(input.min_amount).trim() === '';
  const minAmount = blankMinAmount ? null : decimal(input.min_amount, amountPlaces);
  if (!blankMinAmount && (!minAmount || minAmount.lt(0)))
    fields.min_amount = { key: 'spot_pair.field.min_amount', params: { places: amountPlaces } };
  const blankSort = input.sort === undefined || String(input.sort).trim() === '';
  const sort = blankSort ? 0 : whole(input.sort, -1_000_000, 1_000_000);
  if (sort === null) fields.sort = { key: 'spot_pair.field.sort' };
  if (Object.keys(fields).length > 0) return null;
  return {
    priceDecimals: priceDecimals!,
    quantityDecimals: quantityDecimals!,
    feeRate: feeRate ? feeRate.toFixed() : null,
    minQuantity: minQuantity ? minQuantity.toFixed() : '0',
    minAmount: minAmount ? minAmount.toFixed() : '0',
    sort: sort!,
  };
}

/** An edit's terms (the coins of a pair never change). */
export async function parsePairTerms(
  db: Db,
  input: PairFieldsInput,
  baseId: number,
  quoteId: number,
): Promise<PairTerms> {
  const coins = await allCoins(db);
  const fields: Record<string, FieldError> = {};
  const terms = checkTerms(
    input,
    coins.find((c) => c.id === baseId) ?? null,
    coins.find((c) => c.id === quoteId) ?? null,
    fields,
  );
  if (!terms) throw pairFieldsFail(fields);
  return terms;
}

/** A new pair: two different listed coins the market has a price for, and its terms. */
export async function parseNewPair(
  db: Db,
  input: NewPairInput,
): Promise<PairTerms & { base: CoinRow; quote: CoinRow }> {
  const coins = await allCoins(db);
  const fields: Record<string, FieldError> = {};
  const coinOf = (field: 'base' | 'quote'): CoinRow | null => {
    const symbol = String(input[field] ?? '')
      .trim()
      .toUpperCase();
    const coin = coins.find((c) => c.symbol.toUpperCase() === symbol);
    if (!coin) {
      fields[field] = { key: 'spot_pair.field.coin', params: { currency: symbol || '-' } };
      return null;
    }
    if (!coin.listed) {
      fields[field] = { key: 'spot_pair.field.coin_delisted', params: { currency: coin.symbol } };
      return null;
    }
    if (!priceSource().supports(coin.id)) {
      fields[field] = { key: 'spot_pair.field.coin_unpriced', params: { currency: coin.symbol } };
      return null;
    }
    return coin;
  };
  const base = coinOf('base');
  const quote = coinOf('quote');
  if (base && quote && base.id === quote.id) fields.quote = { key: 'spot_pair.field.same_coin' };
  const terms = checkTerms(input, base, quote, fields);
  if (!terms) throw pairFieldsFail(fields);
  return { ...terms, base: base!, quote: quote! };
}
