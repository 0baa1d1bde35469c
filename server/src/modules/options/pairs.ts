// The instruments of both derivatives areas: enabled coins the price feed quotes in USDT (`<coin>/USDT`).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { USDT_ID } from '../market/coins.ts';
import { priceSource } from '../market/prices.ts';

export interface Pair {
  currencyId: number;
  code: string;
  symbol: string;
}

export async function listPairs(db: Db): Promise<Pair[]> {
  const rows = await db
    .select({ id: currencies.id, code: currencies.symbol })
    .from(currencies)
    .where(and(eq(currencies.enabled, true), ne(currencies.id, USDT_ID)))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  const source = priceSource();
  return rows
    .filter((r) => source.supports(r.id))
    .map((r) => ({ currencyId: r.id, code: r.code, symbol: `${r.code}/USDT` }));
}

export async function findPair(db: Db, currencyId: number): Promise<Pair | undefined> {
  return (await listPairs(db)).find((p) => p.currencyId === currencyId);
}
