/**
 * The kind of device.
 */
export type DeviceDevice = (typeof DeviceDevice)[keyof typeof DeviceDevice];

export const DeviceDevice = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  unknown: 'unknown',
} as const;
