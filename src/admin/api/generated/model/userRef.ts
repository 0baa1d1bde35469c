import type { Id } from './id';

export interface UserRef {
  id: Id;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
}
