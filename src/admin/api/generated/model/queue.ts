import type { ReviewKind } from './reviewKind';
import type { Role } from './role';

export interface Queue {
  kind: ReviewKind;
  description: string;
  /** @minimum 0 */
  pending: number;
  decided_by: Role;
}
