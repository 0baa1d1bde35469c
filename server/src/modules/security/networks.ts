import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencyNetworks } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';

export interface AddressCoin {
  currency_id: number;
  currency: string;
  networks: string[];
}

/** The listed coins with at least one enabled network, in the seeded order. */
export async function addressCoins(db: Db): Promise<AddressCoin[]> {
  const rows = await db
    .select({
      currencyId: currencies.id,
      symbol: currencies.symbol,
      network: currencyNetworks.network,
    })
    .from(currencyNetworks)
    .innerJoin(currencies, eq(currencies.id, currencyNetworks.currencyId))
    .where(and(eq(currencyNetworks.enabled, true), eq(currencies.enabled, true)))
    .orderBy(asc(currencies.sort), asc(currencies.id), asc(currencyNetworks.sort));
  const coins = new Map<number, AddressCoin>();
  for (const row of rows) {
    const coin = coins.get(row.currencyId) ?? {
      currency_id: row.currencyId,
      currency: row.symbol,
      networks: [],
    };
    coin.networks.push(row.network);
    coins.set(row.currencyId, coin);
  }
  return [...coins.values()];
}

export async function findNetwork(db: Db, currencyId: number, network: string) {
  const [row] = await db
    .select({ symbol: currencies.symbol })
    .from(currencyNetworks)
    .innerJoin(currencies, eq(currencies.id, currencyNetworks.currencyId))
    .where(
      and(
        eq(currencyNetworks.currencyId, currencyId),
        eq(currencyNetworks.network, network),
        eq(currencyNetworks.enabled, true),
        eq(currencies.enabled, true),
      ),
    );
  return row;
}
