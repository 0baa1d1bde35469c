export type AdminSnapshotTrigger = (typeof AdminSnapshotTrigger)[keyof typeof AdminSnapshotTrigger];

export const AdminSnapshotTrigger = {
  job: 'job',
  operator: 'operator',
} as const;
