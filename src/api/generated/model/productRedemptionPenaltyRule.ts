/**
 * Which early-redemption rule applies: hosting uses the first, finance the second.
 */
export type ProductRedemptionPenaltyRule =
  (typeof ProductRedemptionPenaltyRule)[keyof typeof ProductRedemptionPenaltyRule];

export const ProductRedemptionPenaltyRule = {
  settlement_ratio_per_remaining_day: 'settlement_ratio_per_remaining_day',
  one_and_a_half_daily_interest: 'one_and_a_half_daily_interest',
} as const;
