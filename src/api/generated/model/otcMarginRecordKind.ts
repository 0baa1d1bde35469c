export type OtcMarginRecordKind = (typeof OtcMarginRecordKind)[keyof typeof OtcMarginRecordKind];

export const OtcMarginRecordKind = {
  pay: 'pay',
  refund: 'refund',
} as const;
