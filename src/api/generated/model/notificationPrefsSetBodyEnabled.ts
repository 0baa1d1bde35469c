/**
 * @minimum 0
 * @maximum 1
 */
export type NotificationPrefsSetBodyEnabled =
  (typeof NotificationPrefsSetBodyEnabled)[keyof typeof NotificationPrefsSetBodyEnabled];

export const NotificationPrefsSetBodyEnabled = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
