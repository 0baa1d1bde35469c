import type { AccountEventDevice } from './accountEventDevice';
import type { AccountEventKind } from './accountEventKind';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface AccountEvent {
  id: Id;
  /** What happened (`sign_in_failed`, a wrong password for this account; `second_step_failed`, a wrong code at sign-in's second step; `signed_out_by_support`, a session an operator ended). */
  kind: AccountEventKind;
  at: Timestamp;
  /**
   * The address it came from.
   * @nullable
   */
  ip: string | null;
  /**
   * Browser and major version, null when unknown.
   * @nullable
   */
  browser: string | null;
  /**
   * Operating system and version, null when unknown.
   * @nullable
   */
  os: string | null;
  device: AccountEventDevice;
}
