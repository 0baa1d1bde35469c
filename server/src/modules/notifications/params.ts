// Shared parameters of notification texts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { toDecimalString } from '../../lib/decimal.ts';

/** A coin's symbol (the texts name coins by it). */
export async function coinSymbol(db: Db, currencyId: number): Promise<string> {
  const [row] = await db
    .select({ symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.id, currencyId));
  return row?.symbol ?? '';
}

/** An amount as the texts show it: a plain decimal without trailing zeros. */
export const amountParam = (value: string | number): string => toDecimalString(String(value));
