export type UserSessionDevice = (typeof UserSessionDevice)[keyof typeof UserSessionDevice];

export const UserSessionDevice = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  unknown: 'unknown',
} as const;
