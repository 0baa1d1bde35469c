export type PledgeStatus = (typeof PledgeStatus)[keyof typeof PledgeStatus];

export const PledgeStatus = {
  active: 'active',
  released: 'released',
} as const;
