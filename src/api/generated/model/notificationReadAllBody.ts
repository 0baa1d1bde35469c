import type { NotificationCategory } from './notificationCategory';

export type NotificationReadAllBody = {
  category?: NotificationCategory;
};
