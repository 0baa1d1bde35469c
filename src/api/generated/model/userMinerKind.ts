export type UserMinerKind = (typeof UserMinerKind)[keyof typeof UserMinerKind];

export const UserMinerKind = {
  machine: 'machine',
  seat: 'seat',
} as const;
