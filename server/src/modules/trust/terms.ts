// The arithmetic of hosted orders: daily interest, the interest calendar and the two early-redemption
// rules. Pure functions over decimal.js; what is credited is rounded down, penalties are rounded up.
import { Money, roundCredit, roundFee, type Decimal } from '../../lib/decimal.ts';
import type { TrustFamily } from '../../db/schema/trust.ts';

export const DAY_MS = 86_400_000;
/** Finance products: the early-redemption penalty is this many days of interest. */
export const FINANCE_PENALTY_DAYS = '1.5';

/** Interest starts the day after the deposit: the next UTC midnight. */
export function interestStart(paidAt: Date): Date {
  return new Date(Math.floor(paidAt.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/** Interest days that have fully passed at `now` (day k is paid at start + k days), at most the period. */
export function daysDue(startAt: Date, periodDays: number, now: Date): number {
  const elapsed = Math.floor((now.getTime() - startAt.getTime()) / DAY_MS);
  return Math.max(0, Math.min(periodDays, elapsed));
}

/** One day's interest: amount x daily rate, rounded down to the coin's places. */
export function dailyInterest(
  amount: Decimal | string,
  dailyRate: Decimal | string,
  places: number,
): Decimal {
  return roundCredit(new Money(amount).times(dailyRate), places);
}

export interface RedemptionTerms {
  family: TrustFamily;
  amount: Decimal | string;
  dailyRate: Decimal | string;
  settlementRatio: Decimal | string;
  remainingDays: number;
  places: number;
}

/**
 * The cost of redeeming early, at most the principal.
 * hosting: liquidated damages = settlement ratio x remaining days x amount (0.4 %, 3 days, 1000 -> 12).
 * finance: 1.5 x the daily interest (0.4 % a day on 10000 -> 1.5 x 40 = 60).
 */
export function redemptionPenalty(terms: RedemptionTerms): Decimal {
  const amount = new Money(terms.amount);
  const raw =
    terms.family === 'hosting'
      ? new Money(terms.settlementRatio).times(terms.remainingDays).times(amount)
      : amount.times(terms.dailyRate).times(FINANCE_PENALTY_DAYS);
  const penalty = roundFee(raw, terms.places);
  return penalty.gt(amount) ? amount : penalty;
}
