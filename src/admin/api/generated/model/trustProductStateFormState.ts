/**
 * @maxLength 15
 */
export type TrustProductStateFormState =
  (typeof TrustProductStateFormState)[keyof typeof TrustProductStateFormState];

export const TrustProductStateFormState = {
  coming_soon: 'coming_soon',
  waiting_to_open: 'waiting_to_open',
  open: 'open',
  closed: 'closed',
  retired: 'retired',
} as const;
