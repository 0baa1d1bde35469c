import type { Role } from './role';

export interface Enrolment {
  email: string;
  role: Role;
  /** The base32 TOTP secret, for typing in by hand. */
  secret: string;
  /** The otpauth:// URI to show as a QR code. */
  otpauth_uri: string;
}
