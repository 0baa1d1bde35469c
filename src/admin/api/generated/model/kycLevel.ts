export type KycLevel = (typeof KycLevel)[keyof typeof KycLevel];

export const KycLevel = {
  none: 'none',
  basic: 'basic',
  advanced: 'advanced',
} as const;
