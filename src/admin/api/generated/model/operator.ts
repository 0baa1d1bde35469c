import type { Role } from './role';

export interface Operator {
  email: string;
  role: Role;
  /** Send it back in the `x-csrf-token` header of every POST of this session. */
  csrf_token: string;
}
