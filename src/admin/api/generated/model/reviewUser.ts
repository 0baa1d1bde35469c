import type { Id } from './id';
import type { ReviewUserKyc } from './reviewUserKyc';

/**
 * The user the item is about.
 */
export interface ReviewUser {
  id: Id;
  /** @nullable */
  email: string | null;
  /**
   * With the area code, e.g. +81 9012345678.
   * @nullable
   */
  phone: string | null;
  /** The identity verification the user has passed. */
  kyc: ReviewUserKyc;
}
