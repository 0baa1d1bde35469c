import type { ReviewBalance } from './reviewBalance';
import type { ReviewFact } from './reviewFact';
import type { ReviewJournalLine } from './reviewJournalLine';
import type { ReviewKind } from './reviewKind';
import type { ReviewParty } from './reviewParty';
import type { ReviewPhoto } from './reviewPhoto';
import type { ReviewTimelineEvent } from './reviewTimelineEvent';
import type { ReviewUser } from './reviewUser';
import type { ReviewWarning } from './reviewWarning';
import type { Timestamp } from './timestamp';

/**
 * One item of a queue in full. `balances` and `journal` are filled for withdrawals (the user's
 * spot wallets and latest 10 journal lines), `timeline` and `parties` for OTC appeals; they are
 * empty lists otherwise. Warning `unusual_amount` (withdrawals): the amount is more than 3 times
 * the user's largest earlier paid-out withdrawal of that coin, or it is their first withdrawal of
 * that coin and worth 10,000 USDT or more.
 */
export interface ReviewItem {
  kind: ReviewKind;
  id: string;
  /**
   * The item's own state word: under_review, passed, rejected (deposits, withdrawals,
   * subscriptions); under_review, verified, rejected (KYC); the order's status for OTC appeals
   * (seller_appealing, overtime_appealing while pending; confirmed or cancelled once decided).
   */
  status: string;
  summary: string;
  created_at: Timestamp;
  user: ReviewUser | null;
  facts: ReviewFact[];
  photos: ReviewPhoto[];
  warnings: ReviewWarning[];
  balances: ReviewBalance[];
  journal: ReviewJournalLine[];
  timeline: ReviewTimelineEvent[];
  parties: ReviewParty[];
}
