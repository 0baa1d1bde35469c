/**
 * The operator's state. draft: not shown in the app (only while no subscription exists, 409 code
 * 2743). open: the schedule decides (upcoming before starts_at, taking subscriptions until
 * ends_at). closed: gone from the app's list, shown as ended and refused for subscription (409,
 * code 2744); its subscriptions are reviewed and delivered on their own terms.
 * @maxLength 6
 */
export type ProjectOperatorState = (typeof ProjectOperatorState)[keyof typeof ProjectOperatorState];

export const ProjectOperatorState = {
  draft: 'draft',
  open: 'open',
  closed: 'closed',
} as const;
