import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OptionDirection } from './optionDirection';
import type { OptionResult } from './optionResult';
import type { OptionStatus } from './optionStatus';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';

export interface OptionOrder {
  id: Id;
  currency_id: Id;
  currency: string;
  pair_id: Id;
  symbol: string;
  direction: OptionDirection;
  seconds: PositiveInt;
  payout_ratio: Decimal;
  quantity: Decimal;
  /** The feed's price at purchase (the buy price). */
  open_price: Decimal;
  /** The feed's price now. */
  current_price: Decimal;
  /** The price of the tick used at delivery. */
  delivery_price: Decimal | null;
  /** The instant of the tick used at delivery. */
  tick_at: Timestamp | null;
  status: OptionStatus;
  result: OptionResult | null;
  /** Payout minus stake: positive when won, minus the stake when lost. */
  profit: Decimal | null;
  payout: Decimal | null;
  created_at: Timestamp;
  deliver_at: Timestamp;
  settled_at: Timestamp | null;
}
