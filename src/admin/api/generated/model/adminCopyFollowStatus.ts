export type AdminCopyFollowStatus =
  (typeof AdminCopyFollowStatus)[keyof typeof AdminCopyFollowStatus];

export const AdminCopyFollowStatus = {
  in_progress: 'in_progress',
  ended: 'ended',
} as const;
