export type HashrateUnit = (typeof HashrateUnit)[keyof typeof HashrateUnit];

export const HashrateUnit = {
  'H/s': 'H/s',
  'KH/s': 'KH/s',
  'MH/s': 'MH/s',
  'GH/s': 'GH/s',
  'TH/s': 'TH/s',
  'PH/s': 'PH/s',
  'EH/s': 'EH/s',
} as const;
