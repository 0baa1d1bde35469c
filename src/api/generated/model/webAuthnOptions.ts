export interface WebAuthnOptions {
  /**
   * WebAuthn options as JSON, to hand to @simplewebauthn/browser (`optionsJSON` of
   * `startRegistration` or `startAuthentication`). The challenge inside lives five minutes
   * and works once.
   * @maxLength 65536
   */
  options: string;
}
