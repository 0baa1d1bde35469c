export type AccountEventDevice = (typeof AccountEventDevice)[keyof typeof AccountEventDevice];

export const AccountEventDevice = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  unknown: 'unknown',
} as const;
