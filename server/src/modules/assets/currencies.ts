import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';

export interface WalletCurrency {
  id: number;
  symbol: string;
  name: string;
  decimals: number;
  listed: boolean;
  /** The uploaded icon's address on the platform, or null. */
  iconUrl: string | null;
}

const COLUMNS = {
  id: currencies.id,
  symbol: currencies.symbol,
  name: currencies.name,
  decimals: currencies.decimals,
  listed: currencies.enabled,
  iconUrl: currencies.iconUrl,
};

/** Every currency, listed or delisted, base coin first (the seed's sort order). */
export async function walletCurrencies(db: Db): Promise<WalletCurrency[]> {
  return db.select(COLUMNS).from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
}

/** Listed currencies, base coin first (the seed's sort order). */
export async function enabledCurrencies(db: Db): Promise<WalletCurrency[]> {
  return db
    .select(COLUMNS)
    .from(currencies)
    .where(eq(currencies.enabled, true))
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

const unknown = () =>
  new AppError(404, 'assets.currency_unknown', { code: ErrorCode.assetsCurrencyUnknown });

/** A listed currency (for new activity: transfers), or 404 with the assets reason. */
export async function requireCurrency(db: Db, id: number): Promise<WalletCurrency> {
  const found = (await enabledCurrencies(db)).find((c) => c.id === id);
  if (!found) throw unknown();
  return found;
}

/** Any currency, delisted too (reading a balance kept after delisting), or 404. */
export async function requireWalletCurrency(db: Db, id: number): Promise<WalletCurrency> {
  const found = (await walletCurrencies(db)).find((c) => c.id === id);
  if (!found) throw unknown();
  return found;
}
