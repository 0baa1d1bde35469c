import type { Id } from './id';

export type NotificationReadBody = {
  id: Id;
};
