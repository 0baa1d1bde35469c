// Currency symbols and decimals for presenting trust rows.
import { currencies } from '../../db/schema/core.ts';
import type { Db } from '../../db/index.ts';

export interface CoinInfo {
  id: number;
  symbol: string;
  decimals: number;
}

export async function coinMap(db: Db): Promise<Map<number, CoinInfo>> {
  const rows = await db
    .select({ id: currencies.id, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies);
  return new Map(rows.map((row) => [row.id, row]));
}
