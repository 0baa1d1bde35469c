export type OtcMyTradeListStatus = (typeof OtcMyTradeListStatus)[keyof typeof OtcMyTradeListStatus];

export const OtcMyTradeListStatus = {
  online: 'online',
  offline: 'offline',
} as const;
