// Spot pairs: a base coin priced in a quote coin. The pair list is reference data (table spot_pairs,
// migration 0010, seeded below); prices come from the feed, never from the table.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { spotPairs } from '../../db/schema/market.ts';

export interface Pair {
  id: number;
  /** 'BTC/USDT' */
  symbol: string;
  baseId: number;
  quoteId: number;
  base: string;
  quote: string;
  /** Places of a limit price (in the quote coin). */
  priceDecimals: number;
  /** Places of an order quantity (in the base coin). */
  quantityDecimals: number;
  sort: number;
  /** False once the operator closed it (no new orders; open ones still fill and cancel). */
  open: boolean;
  /** The pair's own fee rate; null: the `spot.fee_rate` setting. */
  feeRate: string | null;
  /** One order's least quantity (base coin) and least value (quote coin); '0': none. */
  minQuantity: string;
  minAmount: string;
}

const USDT = 3;
const BTC = 1;
type Row = [
  id: number,
  base: string,
  baseId: number,
  quote: string,
  quoteId: number,
  priceDecimals: number,
  quantityDecimals: number,
];
const ROWS: Row[] = [
  [1, 'BTC', 1, 'USDT', USDT, 2, 5],
  [2, 'ETH', 2, 'USDT', USDT, 2, 4],
  [3, 'BNB', 4, 'USDT', USDT, 2, 3],
  [4, 'SOL', 6, 'USDT', USDT, 3, 3],
  [5, 'XRP', 7, 'USDT', USDT, 4, 1],
  [6, 'DOGE', 8, 'USDT', USDT, 5, 0],
  [7, 'TRX', 5, 'USDT', USDT, 5, 0],
  [8, 'LTC', 9, 'USDT', USDT, 2, 3],
  [9, 'ETH', 2, 'BTC', BTC, 6, 4],
  [10, 'SOL', 6, 'BTC', BTC, 8, 3],
];

/** The seeded pairs (ids are part of the API). */
export const PAIRS: Pair[] = ROWS.map(
  ([id, base, baseId, quote, quoteId, priceDecimals, quantityDecimals]) => ({
    id,
    symbol: `${base}/${quote}`,
    baseId,
    quoteId,
    base,
    quote,
    priceDecimals,
    quantityDecimals,
    sort: id,
    open: true,
    feeRate: null,
    minQuantity: '0',
    minAmount: '0',
  }),
);

type PairRow = typeof spotPairs.$inferSelect;
const fromRow = (r: PairRow): Pair => ({
  id: r.id,
  symbol: r.symbol,
  baseId: r.baseCurrencyId,
  quoteId: r.quoteCurrencyId,
  base: r.symbol.split('/')[0]!,
  quote: r.symbol.split('/')[1]!,
  priceDecimals: r.priceDecimals,
  quantityDecimals: r.quantityDecimals,
  sort: r.sort,
  open: r.enabled,
  feeRate: r.feeRate,
  minQuantity: r.minQuantity,
  minAmount: r.minAmount,
});

/**
 * Pairs offered now: enabled, with both coins listed (a delisted coin closes its pairs; read per
 * request, so listing again reopens them).
 */
export async function listPairs(db: Db): Promise<Pair[]> {
  const base = alias(currencies, 'base_currency');
  const quote = alias(currencies, 'quote_currency');
  const rows = await db
    .select({ pair: spotPairs })
    .from(spotPairs)
    .innerJoin(base, eq(base.id, spotPairs.baseCurrencyId))
    .innerJoin(quote, eq(quote.id, spotPairs.quoteCurrencyId))
    .where(and(eq(spotPairs.enabled, true), eq(base.enabled, true), eq(quote.enabled, true)))
    .orderBy(asc(spotPairs.sort), asc(spotPairs.id));
  return rows.map((r) => fromRow(r.pair));
}

/**
 * Every pair, closed ones and a delisted coin's too: orders already open on them run to their end
 * (`open` says whether a new order is taken).
 */
export async function allPairs(db: Db): Promise<Pair[]> {
  const rows = await db.select().from(spotPairs).orderBy(asc(spotPairs.sort), asc(spotPairs.id));
  return rows.map(fromRow);
}

/** A pair by id or by symbol ('BTC/USDT', 'BTCUSDT' and 'btc_usdt' are all accepted). */
export function findPair(
  pairs: Pair[],
  key: { pair_id?: number; symbol?: string },
): Pair | undefined {
  if (key.pair_id !== undefined) return pairs.find((p) => p.id === key.pair_id);
  const wanted = (key.symbol ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return pairs.find((p) => p.symbol.replace('/', '') === wanted);
}
