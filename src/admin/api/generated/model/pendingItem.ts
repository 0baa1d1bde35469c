import type { Timestamp } from './timestamp';

export interface PendingItem {
  id: string;
  summary: string;
  created_at: Timestamp;
}
