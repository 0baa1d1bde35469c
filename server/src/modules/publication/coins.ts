// Coin lookups and paging shared by the publication and mining modules.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';

export interface Coin {
  id: number;
  symbol: string;
  decimals: number;
}

export async function coinMap(db: Db): Promise<Map<number, Coin>> {
  const rows = await db
    .select({ id: currencies.id, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.id));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Every coin, listed or not, with `listed` set: a project's own coin is usually a new coin still
 * delisted until its launch, while its payment coins must be listed.
 */
export async function allCoinMap(db: Db): Promise<Map<number, Coin & { listed: boolean }>> {
  const rows = await db
    .select({
      id: currencies.id,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      listed: currencies.enabled,
    })
    .from(currencies)
    .orderBy(asc(currencies.id));
  return new Map(rows.map((r) => [r.id, r]));
}

export function pageOf(query: unknown): { page: number; limit: number; offset: number } {
  const q = (query ?? {}) as { page?: number | string; limit?: number | string };
  const page = Math.max(1, Number(q.page ?? 1) || 1);
  const limit = Math.min(100, Math.max(1, Number(q.limit ?? 20) || 20));
  return { page, limit, offset: (page - 1) * limit };
}

export const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (0 when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}
