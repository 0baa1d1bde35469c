/**
 * upcoming: before the window; during_subscription; sold_out: the supply is exhausted; launched: the window has closed and the coin is launched (redemption).
 */
export type ProjectState = (typeof ProjectState)[keyof typeof ProjectState];

export const ProjectState = {
  upcoming: 'upcoming',
  during_subscription: 'during_subscription',
  sold_out: 'sold_out',
  launched: 'launched',
} as const;
