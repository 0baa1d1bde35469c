/**
 * `refused`: the users' balances did not match the ledger; nothing was published.
 */
export type AdminSnapshotStatus = (typeof AdminSnapshotStatus)[keyof typeof AdminSnapshotStatus];

export const AdminSnapshotStatus = {
  published: 'published',
  refused: 'refused',
} as const;
