import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';

export interface WalletCurrency {
  id: number;
  symbol: string;
  name: string;
  decimals: number;
}

/** Enabled currencies, base coin first (the seed's sort order). */
export async function enabledCurrencies(db: Db): Promise<WalletCurrency[]> {
  return db
    .select({
      id: currencies.id,
      symbol: currencies.symbol,
      name: currencies.name,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

/** An enabled currency, or 404 with the assets reason. */
export async function requireCurrency(db: Db, id: number): Promise<WalletCurrency> {
  const found = (await enabledCurrencies(db)).find((c) => c.id === id);
  if (!found)
    throw new AppError(404, 'assets.currency_unknown', { code: ErrorCode.assetsCurrencyUnknown });
  return found;
}
