import { leverPositions } from '../../db/schema/derivatives.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { realisedProfit } from './math.ts';

export type PositionRow = typeof leverPositions.$inferSelect;

const dec = (v: string | null) => (v === null ? null : toDecimalString(v));

/** A position as the contract's LeverPosition; a holding one shows its floating P&L at `currentPrice`. */
export function presentPosition(row: PositionRow, code: string, currentPrice: string) {
  const quantity = new Money(row.lotSize).times(row.lots);
  const profit =
    row.profit ??
    realisedProfit(row.side, row.openPrice, currentPrice, quantity, row.margin).toFixed();
  return {
    id: row.id,
    currency_id: row.currencyId,
    symbol: `${code}/USDT`,
    side: row.side,
    lots: row.lots,
    lot_size: toDecimalString(row.lotSize),
    multiple: row.multiple,
    open_price: toDecimalString(row.openPrice),
    current_price: toDecimalString(currentPrice),
    margin: toDecimalString(row.margin),
    fee: toDecimalString(row.fee),
    stop_profit: toDecimalString(row.stopProfit),
    stop_loss: toDecimalString(row.stopLoss),
    liquidation_price: toDecimalString(row.liquidationPrice),
    profit: toDecimalString(profit),
    status: row.status,
    close_reason: row.closeReason,
    close_price: dec(row.closePrice),
    tick_at: row.tickAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}
