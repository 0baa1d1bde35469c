import type { CopyDirection } from './copyDirection';
import type { CopyTraderState } from './copyTraderState';
import type { Decimal } from './decimal';

export interface AdminCopyTrader {
  id: number;
  name: string;
  /** A short bio, in English. */
  bio: string | null;
  /** The coin the trader trades. */
  currency_id: number;
  /** The coin's symbol. */
  currency: string;
  /** false when the coin is delisted - the trader then leaves the app and cannot be opened. */
  currency_listed: boolean;
  direction: CopyDirection;
  /**
   * How long a follow order runs.
   * @minimum 1
   */
  period_days: number;
  /** Followers pay and are paid in this coin (USDT). */
  pay_currency: string;
  /** The pay coin's decimal places (the minimum's limit). */
  pay_decimals: number;
  min_amount: Decimal;
  /** Share of a positive profit kept as the trader's commission (rounded up). */
  commission_rate: Decimal;
  sort: number;
  state: CopyTraderState;
  /** Follow orders in progress. */
  open_follows: number;
  /** Follow orders settled. */
  ended_follows: number;
  /** The USDT the follow orders in progress hold. */
  held_amount: Decimal;
}
