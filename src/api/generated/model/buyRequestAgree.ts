/**
 * The service agreement checkbox; must be ticked ("1" or "true").
 * @maxLength 5
 */
export type BuyRequestAgree = (typeof BuyRequestAgree)[keyof typeof BuyRequestAgree];

export const BuyRequestAgree = {
  NUMBER_0: '0',
  NUMBER_1: '1',
  true: 'true',
  false: 'false',
} as const;
