import type { CopyDirection } from './copyDirection';
import type { CopyTraderState } from './copyTraderState';
import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { PositiveInt } from './positiveInt';
import type { Sort } from './sort';

export interface AdminCopyTrader {
  id: Id;
  name: string;
  /** A short bio, in English. */
  bio: string | null;
  /** The coin the trader trades. */
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** false when the coin is delisted - the trader then leaves the app and cannot be opened. */
  currency_listed: boolean;
  direction: CopyDirection;
  /** How long a follow order runs. */
  period_days: PositiveInt;
  /** Followers pay and are paid in this coin (USDT). */
  pay_currency: string;
  /** The pay coin's decimal places (the minimum's limit). */
  pay_decimals: Decimals;
  min_amount: Decimal;
  /** Share of a positive profit kept as the trader's commission (rounded up). */
  commission_rate: Decimal;
  sort: Sort;
  state: CopyTraderState;
  /** Follow orders in progress. */
  open_follows: Count;
  /** Follow orders settled. */
  ended_follows: Count;
  /** The USDT the follow orders in progress hold. */
  held_amount: Decimal;
}
