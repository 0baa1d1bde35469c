/**
 * @maxLength 5
 */
export type NotificationPrefsSetBodyChannel =
  (typeof NotificationPrefsSetBodyChannel)[keyof typeof NotificationPrefsSetBodyChannel];

export const NotificationPrefsSetBodyChannel = {
  push: 'push',
  email: 'email',
} as const;
