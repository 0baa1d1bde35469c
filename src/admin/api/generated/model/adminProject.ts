import type { Decimal } from './decimal';
import type { ProjectIntro } from './projectIntro';
import type { ProjectOperatorState } from './projectOperatorState';
import type { ProjectPaymentCoin } from './projectPaymentCoin';
import type { ProjectStatus } from './projectStatus';
import type { Timestamp } from './timestamp';
import type { TranslationStatuses } from './translationStatuses';

export interface AdminProject {
  id: number;
  currency_id: number;
  /** The project's coin (the one it issues). */
  currency: string;
  /** The coin's decimal places (the supply's limit). */
  decimals: number;
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
  /**
   * Days the coins stay locked after a subscription is approved.
   * @minimum 0
   */
  lock_days: number;
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
  sort: number;
  state: ProjectOperatorState;
  status: ProjectStatus;
  /** Subscriptions of any status (a project with any is never deleted). */
  subscriptions: number;
  /** Subscriptions waiting for the operator's decision. */
  under_review: number;
  /** Subscriptions passed whose coins are still locked. */
  locked: number;
}
