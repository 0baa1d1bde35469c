import type { CopyDirection, CopyTraderState } from '../../api/generated/model';

// The keys of the copy-trader screen's words that depend on a value (a state, a field), and the
// number formats it shares.

export const STATE_LABEL: Record<CopyTraderState, string> = {
  open: 'copytrade.state.open',
  closed: 'copytrade.state.closed',
};

export const DIRECTION_LABEL: Record<CopyDirection, string> = {
  long: 'copytrade.direction.long',
  short: 'copytrade.direction.short',
};

/** The confirmation of each state change: its title and what it means for followers. */
export const CONFIRM: Record<CopyTraderState, { title: string; hint: string }> = {
  open: { title: 'copytrade.confirm.open', hint: 'copytrade.confirm_hint.open' },
  closed: { title: 'copytrade.confirm.closed', hint: 'copytrade.confirm_hint.closed' },
};

/** How the return follows from the open and close prices, by direction. */
export const RETURN_RULE: Record<CopyDirection, string> = {
  long: 'copytrade.terms.return_long',
  short: 'copytrade.terms.return_short',
};

export const FIELD_LABEL = {
  name: 'copytrade.field.name',
  bio: 'copytrade.field.bio',
  currency: 'copytrade.field.currency',
  direction: 'copytrade.field.direction',
  period_days: 'copytrade.field.period_days',
  min_amount: 'copytrade.field.min_amount',
  commission_rate: 'copytrade.field.commission_rate',
  sort: 'copytrade.field.sort',
} as const;

/** A share as a percentage ("0.15" -> "15 %"), at most 4 decimals. */
export const percent = (rate: string | number) =>
  `${(Number(rate) * 100).toFixed(4).replace(/\.?0+$/, '')} %`;

/**
 * The settlement of `amount` when the trader's coin moves by `move` (0.1 = +10 %), as the server's
 * settle.ts computes it; for the terms table's worked example only (display precision).
 */
export function example(
  amount: number,
  direction: CopyDirection,
  move: number,
  commissionRate: number,
) {
  const rate = Math.max(direction === 'long' ? move : -move, -1);
  const profit = amount * rate;
  const commission = profit > 0 ? profit * commissionRate : 0;
  const payout = Math.max(0, amount + profit - commission);
  const fixed = (n: number) => n.toFixed(2);
  return {
    rate: percent(rate),
    profit: fixed(profit),
    commission: fixed(commission),
    payout: fixed(payout),
  };
}
