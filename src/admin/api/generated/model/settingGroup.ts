/**
 * Where the console lists the setting.
 */
export type SettingGroup = (typeof SettingGroup)[keyof typeof SettingGroup];

export const SettingGroup = {
  support: 'support',
  app: 'app',
  trading: 'trading',
  otc: 'otc',
  security: 'security',
  console: 'console',
} as const;
