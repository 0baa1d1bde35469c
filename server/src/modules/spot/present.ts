import { spotOrders } from '../../db/schema/market.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { Coin } from '../exchange/currencies.ts';
import type { Pair } from '../market/pairs.ts';

export type OrderRow = typeof spotOrders.$inferSelect;
const dec = (v: string | null) => (v === null ? null : toDecimalString(v));

export function presentOrder(row: OrderRow, pairs: Pair[], coins: Coin[]) {
  return {
    id: row.id,
    pair_id: row.pairId,
    symbol: pairs.find((p) => p.id === row.pairId)?.symbol ?? '',
    side: row.side,
    type: row.type,
    price: dec(row.price),
    quantity: toDecimalString(row.quantity),
    status: row.status,
    frozen_amount: toDecimalString(row.frozenAmount),
    fill_price: dec(row.fillPrice),
    amount: dec(row.amount),
    fee: dec(row.fee),
    fee_currency:
      row.feeCurrencyId === null
        ? null
        : (coins.find((c) => c.id === row.feeCurrencyId)?.symbol ?? null),
    tick_at: row.tickAt?.toISOString() ?? null,
    tick_price: dec(row.tickPrice),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
export type SpotOrder = ReturnType<typeof presentOrder>;
