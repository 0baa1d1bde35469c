/**
 * incomplete (to_be_paid, to_be_confirmed, both appealing), completed (confirmed), cancelled.
 * @maxLength 10
 */
export type OtcOrderTab = (typeof OtcOrderTab)[keyof typeof OtcOrderTab];

export const OtcOrderTab = {
  incomplete: 'incomplete',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
