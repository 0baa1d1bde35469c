// Position arithmetic (pure). Prices and amounts in USDT, quantities in coin, 8 decimal places.
import type { LeverCloseReason, LeverSide } from '../../db/schema/derivatives.ts';
import { Money, roundCredit, roundFee, type Decimal } from '../../lib/decimal.ts';

const PLACES = 8;

export interface Terms {
  quantity: Decimal;
  notional: Decimal;
  margin: Decimal;
  fee: Decimal;
  liquidationPrice: Decimal;
}

/** margin = notional / multiple and fee = notional × fee rate, both rounded up; liquidation where loss = margin × (1 − maintenance). */
export function positionTerms(input: {
  side: LeverSide;
  lots: number;
  lotSize: string;
  multiple: number;
  price: string;
  feeRate: string;
  maintenanceRate: string;
}): Terms {
  const quantity = new Money(input.lotSize).times(input.lots);
  const notional = quantity.times(input.price);
  const margin = roundFee(notional.div(input.multiple), PLACES);
  const fee = roundFee(notional.times(input.feeRate), PLACES);
  const move = margin.times(new Money(1).minus(input.maintenanceRate)).div(quantity);
  const liquidationPrice =
    input.side === 'long'
      ? Money.max(0, new Money(input.price).minus(move)).toDecimalPlaces(PLACES, Money.ROUND_UP)
      : new Money(input.price).plus(move).toDecimalPlaces(PLACES, Money.ROUND_DOWN);
  return { quantity, notional, margin, fee, liquidationPrice };
}

/** Realised P&L at `price`: profits rounded down, losses rounded up, never below minus the margin. */
export function realisedProfit(
  side: LeverSide,
  open: string,
  price: string,
  quantity: Decimal,
  margin: string,
): Decimal {
  const raw = new Money(price)
    .minus(open)
    .times(quantity)
    .times(side === 'long' ? 1 : -1);
  const rounded = raw.gte(0) ? roundCredit(raw, PLACES) : roundFee(raw.neg(), PLACES).neg();
  return Money.max(rounded, new Money(margin).neg());
}

/** Which trigger a tick price fires, liquidation first, then stop-loss, then stop-profit. */
export function triggerAt(
  p: { side: LeverSide; stopProfit: string; stopLoss: string; liquidationPrice: string },
  price: string,
): LeverCloseReason | null {
  const x = new Money(price);
  const long = p.side === 'long';
  if (long ? x.lte(p.liquidationPrice) : x.gte(p.liquidationPrice)) return 'liquidation';
  if (long ? x.lte(p.stopLoss) : x.gte(p.stopLoss)) return 'stop_loss';
  if (long ? x.gte(p.stopProfit) : x.lte(p.stopProfit)) return 'stop_profit';
  return null;
}

/** Stop prices must be on the correct side of the current price: a long's profit above, loss below. */
export function stopSideError(
  side: LeverSide,
  price: string,
  stopProfit: string,
  stopLoss: string,
): 'stop_profit' | 'stop_loss' | null {
  const x = new Money(price);
  const long = side === 'long';
  if (long ? !new Money(stopProfit).gt(x) : !new Money(stopProfit).lt(x)) return 'stop_profit';
  if (long ? !new Money(stopLoss).lt(x) : !new Money(stopLoss).gt(x)) return 'stop_loss';
  return null;
}
