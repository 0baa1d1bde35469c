/**
 * holding (in transaction), closed, cancelled.
 * @maxLength 9
 */
export type LeverStatus = (typeof LeverStatus)[keyof typeof LeverStatus];

export const LeverStatus = {
  holding: 'holding',
  closed: 'closed',
  cancelled: 'cancelled',
} as const;
