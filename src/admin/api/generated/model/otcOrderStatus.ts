/**
 * In order: to_be_paid (the buyer must pay before `pay_deadline`), to_be_confirmed (paid, the
 * seller must release), confirmed (coins moved to the buyer), cancelled (by the buyer, by time-out
 * or by an appeal decided for the seller), seller_appealing (the seller disputes the payment),
 * overtime_appealing (the buyer appeals a payment not confirmed in time).
 */
export type OtcOrderStatus = (typeof OtcOrderStatus)[keyof typeof OtcOrderStatus];

export const OtcOrderStatus = {
  to_be_paid: 'to_be_paid',
  to_be_confirmed: 'to_be_confirmed',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  seller_appealing: 'seller_appealing',
  overtime_appealing: 'overtime_appealing',
} as const;
