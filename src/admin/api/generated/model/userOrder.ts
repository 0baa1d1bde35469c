import type { OrderKind } from './orderKind';
import type { Timestamp } from './timestamp';

export interface UserOrder {
  kind: OrderKind;
  id: string;
  /** The order's own state (e.g. waiting, hosting, to_be_paid). */
  status: string;
  summary: string;
  created_at: Timestamp;
}
