import type { Db } from '../db/index.ts';
import { InvalidEntry } from './errors.ts';
import { rows, sql } from './sql.ts';

/** Decimal places per currency, cached: they never change once a currency holds money. */
export class CurrencyDecimals {
  readonly #cache = new Map<number, number>();

  async of(db: Db, currencyId: number): Promise<number> {
    const cached = this.#cache.get(currencyId);
    if (cached !== undefined) return cached;
    const [found] = await rows<{ decimals: number }>(
      db,
      sql`SELECT decimals FROM currencies WHERE id = ${currencyId}`,
    );
    if (!found) throw new InvalidEntry(`unknown currency ${currencyId}`);
    this.#cache.set(currencyId, Number(found.decimals));
    return Number(found.decimals);
  }
}
