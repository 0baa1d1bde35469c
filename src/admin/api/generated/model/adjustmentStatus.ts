/**
 * pending waits for a second operator; posted is in the ledger; rejected was discarded.
 */
export type AdjustmentStatus = (typeof AdjustmentStatus)[keyof typeof AdjustmentStatus];

export const AdjustmentStatus = {
  pending: 'pending',
  posted: 'posted',
  rejected: 'rejected',
} as const;
