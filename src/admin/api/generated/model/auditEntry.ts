import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface AuditEntry {
  id: Id;
  at: Timestamp;
  /** The operator's e-mail, or cli:<os user>. */
  actor: string;
  /** @nullable */
  ip: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** The target before the action (JSON), or null. */
  before: unknown;
  /** The target after the action (JSON), or null. */
  after: unknown;
  /** @nullable */
  reason: string | null;
}
