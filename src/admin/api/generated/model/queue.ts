import type { Count } from './count';
import type { ReviewKind } from './reviewKind';
import type { Role } from './role';

export interface Queue {
  kind: ReviewKind;
  description: string;
  pending: Count;
  decided_by: Role;
}
