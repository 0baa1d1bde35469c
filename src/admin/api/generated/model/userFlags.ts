export interface UserFlags {
  sign_in_frozen: boolean;
  /** @nullable */
  sign_in_frozen_at: string | null;
  withdraw_frozen: boolean;
  /** @nullable */
  withdraw_frozen_at: string | null;
  fund_password_set: boolean;
  /** The account is closed (no sign-in, no session). */
  disabled: boolean;
}
