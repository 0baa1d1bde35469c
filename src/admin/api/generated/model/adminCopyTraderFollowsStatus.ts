export type AdminCopyTraderFollowsStatus =
  (typeof AdminCopyTraderFollowsStatus)[keyof typeof AdminCopyTraderFollowsStatus];

export const AdminCopyTraderFollowsStatus = {
  in_progress: 'in_progress',
  ended: 'ended',
} as const;
