import { optionOrders } from '../../db/schema/derivatives.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';

export type OptionRow = typeof optionOrders.$inferSelect;

const dec = (v: string | null) => (v === null ? null : toDecimalString(v));

/** An order as the contract's OptionOrder; `currentPrice` is the feed's price now. */
export function presentOption(
  row: OptionRow,
  names: { currency: string; symbol: string },
  currentPrice: string,
) {
  const profit =
    row.status === 'settled'
      ? toDecimalString(new Money(row.payout ?? '0').minus(row.quantity))
      : null;
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: names.currency,
    pair_id: row.pairId,
    symbol: names.symbol,
    direction: row.direction,
    seconds: row.seconds,
    payout_ratio: toDecimalString(row.payoutRatio),
    quantity: toDecimalString(row.quantity),
    open_price: toDecimalString(row.openPrice),
    current_price: toDecimalString(currentPrice),
    delivery_price: dec(row.deliveryPrice),
    tick_at: row.tickAt?.toISOString() ?? null,
    status: row.status,
    result: row.result,
    profit,
    payout: dec(row.payout),
    created_at: row.createdAt.toISOString(),
    deliver_at: row.deliverAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
