/**
 * hosting: trust/hosting products; early redemption costs liquidated damages = settlement_ratio x
 * remaining_days x amount. finance: finance products; early redemption costs 1.5 x the daily interest.
 * @maxLength 7
 */
export type Family = (typeof Family)[keyof typeof Family];

export const Family = {
  hosting: 'hosting',
  finance: 'finance',
} as const;
