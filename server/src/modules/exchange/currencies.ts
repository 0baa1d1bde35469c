// The coins the exchange area deals in (enabled rows of the currencies table).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { fail } from '../../http/app-error.ts';
import { InvalidDecimal, parseAmount, type Decimal } from '../../lib/decimal.ts';

export interface Coin {
  id: number;
  symbol: string;
  decimals: number;
}

/** Every coin, delisted ones too (running what is already open to its end), with its listing. */
export async function allCoins(db: Db): Promise<(Coin & { listed: boolean })[]> {
  return db
    .select({
      id: currencies.id,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      listed: currencies.enabled,
    })
    .from(currencies)
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

export async function listCoins(db: Db): Promise<Coin[]> {
  return db
    .select({ id: currencies.id, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

/** An enabled coin, or a 400 on `field`. */
export async function requireCoin(db: Db, id: number, field: string): Promise<Coin> {
  const [row] = await db
    .select({ id: currencies.id, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies)
    .where(and(eq(currencies.id, id), eq(currencies.enabled, true)));
  if (!row) throw fail.validation({ [field]: 'exchange.field.coin_unknown' });
  return row;
}

/** A positive amount with at most the coin's decimals, or a 400 on `amount`. */
export function parseCoinAmount(input: string, coin: Coin): Decimal {
  try {
    return parseAmount(input, coin.decimals);
  } catch (error) {
    if (error instanceof InvalidDecimal) {
      throw fail.validation({
        amount: { key: 'exchange.field.amount_places', params: { places: coin.decimals } },
      });
    }
    throw error;
  }
}

export function pageOf(query: unknown): { page: number; limit: number; offset: number } {
  const q = (query ?? {}) as { page?: number | string; limit?: number | string };
  const page = Math.max(1, Number(q.page ?? 1) || 1);
  const limit = Math.min(100, Math.max(1, Number(q.limit ?? 20) || 20));
  return { page, limit, offset: (page - 1) * limit };
}
