// Trust and finance products: their terms, their state at the app clock, and how they are shown.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { trustProducts, type TrustFamily } from '../../db/schema/trust.ts';
import { fail } from '../../http/app-error.ts';
import { trustFail } from './errors.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { CoinInfo } from './coins.ts';

export type ProductRow = typeof trustProducts.$inferSelect;
export type ProductState = 'open' | 'coming_soon' | 'waiting_to_open';

/** Interest is paid at the UTC midnight that ends each interest day. */
export const PAYOUT_TIME = '00:00';

/** What the app sees; closed and retired products never reach it (listed or requireListed). */
export function productState(row: ProductRow, now: Date): ProductState {
  if (row.state !== 'open') return 'coming_soon';
  if (row.opensAt && row.opensAt.getTime() > now.getTime()) return 'waiting_to_open';
  return 'open';
}

export function presentProduct(row: ProductRow, coin: CoinInfo, now: Date) {
  const daily = new Money(row.dailyRate);
  return {
    id: row.id,
    family: row.family,
    currency_id: row.currencyId,
    currency: coin.symbol,
    decimals: coin.decimals,
    period_days: row.periodDays,
    min_amount: toDecimalString(row.minAmount),
    daily_rate: toDecimalString(daily),
    total_rate: toDecimalString(daily.times(row.periodDays)),
    payout_time: PAYOUT_TIME,
    settlement_ratio: toDecimalString(row.settlementRatio),
    redemption_penalty_rule:
      row.family === 'hosting'
        ? ('settlement_ratio_per_remaining_day' as const)
        : ('one_and_a_half_daily_interest' as const),
    state: productState(row, now),
    opens_at: row.opensAt ? row.opensAt.toISOString() : null,
    expected_30d_rate: toDecimalString(daily.times(30)),
  };
}

/**
 * The app's list: closed and retired products are not offered, nor those in a delisted coin.
 * Read per request (no cache).
 */
export async function listProducts(db: Db, family: TrustFamily): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: trustProducts })
    .from(trustProducts)
    .innerJoin(currencies, eq(currencies.id, trustProducts.currencyId))
    .where(
      and(
        eq(trustProducts.family, family),
        inArray(trustProducts.state, ['open', 'coming_soon']),
        eq(currencies.enabled, true),
      ),
    )
    .orderBy(asc(trustProducts.sort), asc(trustProducts.id));
  return rows.map((r) => r.product);
}

export async function requireProduct(
  db: Db,
  id: number,
  family?: TrustFamily,
): Promise<ProductRow> {
  const where = family
    ? and(eq(trustProducts.id, id), eq(trustProducts.family, family))
    : eq(trustProducts.id, id);
  const [row] = await db.select().from(trustProducts).where(where);
  if (!row) throw fail.notFound();
  return row;
}

/**
 * A product the app may show and sell: a closed or retired one, or one in a delisted coin, is
 * refused (409, trust.closed).
 */
export async function requireListed(db: Db, id: number): Promise<ProductRow> {
  const row = await requireProduct(db, id);
  if (row.state === 'closed' || row.state === 'retired') throw trustFail.closed();
  const [coin] = await db
    .select({ listed: currencies.enabled })
    .from(currencies)
    .where(eq(currencies.id, row.currencyId));
  if (!coin?.listed) throw trustFail.closed();
  return row;
}
