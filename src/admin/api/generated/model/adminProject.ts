import type { Count } from './count';
import type { Decimal } from './decimal';
import type { Decimals } from './decimals';
import type { Id } from './id';
import type { ProjectIntro } from './projectIntro';
import type { ProjectOperatorState } from './projectOperatorState';
import type { ProjectPaymentCoin } from './projectPaymentCoin';
import type { ProjectStatus } from './projectStatus';
import type { Sort } from './sort';
import type { Timestamp } from './timestamp';
import type { TranslationStatuses } from './translationStatuses';

export interface AdminProject {
  id: Id;
  currency_id: Id;
  /** The project's coin (the one it issues). */
  currency: string;
  /** The coin's decimal places (the supply's limit). */
  decimals: Decimals;
  /** Whether the project's coin is listed. It need not be - a new coin is created delisted and listed at its launch. */
  listed: boolean;
  intro: ProjectIntro;
  translations: TranslationStatuses;
  /** USDT per coin. */
  issue_price: Decimal;
  payment_coins: ProjectPaymentCoin[];
  starts_at: Timestamp;
  ends_at: Timestamp;
  launch_at: Timestamp;
  /** Days the coins stay locked after a subscription is approved. */
  lock_days: Count;
  supply: Decimal;
  /** Coins held by subscriptions under review or passed (the supply's floor). */
  reserved: Decimal;
  remaining: Decimal;
  /** The least one subscription may be worth, in USDT. */
  min_usdt: Decimal;
  /** The most one subscription may be worth, in USDT. */
  max_usdt: Decimal;
  /** The most one user may subscribe to this project in all (USDT value of the subscriptions not rejected); null - no limit. */
  user_limit_usdt: Decimal | null;
  sort: Sort;
  state: ProjectOperatorState;
  status: ProjectStatus;
  /** Subscriptions of any status (a project with any is never deleted). */
  subscriptions: Count;
  /** Subscriptions waiting for the operator's decision. */
  under_review: Count;
  /** Subscriptions passed whose coins are still locked. */
  locked: Count;
}
