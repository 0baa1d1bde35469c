export interface UserFlags {
  sign_in_frozen: boolean;
  /** @nullable */
  sign_in_frozen_at: string | null;
  withdraw_frozen: boolean;
  /** @nullable */
  withdraw_frozen_at: string | null;
  fund_password_set: boolean;
  /**
   * Since when the user's authenticator app (the second factor) is on; null when off.
   * @nullable
   */
  authenticator_enabled_at: string | null;
  /** The account is closed (no sign-in, no session). */
  disabled: boolean;
}
