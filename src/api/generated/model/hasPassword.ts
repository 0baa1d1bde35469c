export interface HasPassword {
  /** Whether a fund password is set. */
  has_password: boolean;
}
