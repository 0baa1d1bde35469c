export interface AuthenticatorSetup {
  /**
   * The base32 secret, to type in by hand.
   * @maxLength 64
   */
  secret: string;
  /**
   * The otpauth:// URI the QR code shows.
   * @maxLength 300
   */
  otpauth_uri: string;
}
