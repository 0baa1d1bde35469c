export type OtcRole = (typeof OtcRole)[keyof typeof OtcRole];

export const OtcRole = {
  buyer: 'buyer',
  seller: 'seller',
} as const;
