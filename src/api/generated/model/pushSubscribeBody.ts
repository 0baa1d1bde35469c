export type PushSubscribeBody = {
  /**
   * The push service URL of this browser.
   * @minLength 12
   * @maxLength 1000
   */
  endpoint: string;
  /**
   * The browser's P-256 public key, base64url (65 bytes).
   * @minLength 80
   * @maxLength 100
   */
  p256dh: string;
  /**
   * The browser's authentication secret, base64url (16 bytes).
   * @minLength 16
   * @maxLength 32
   */
  auth: string;
};
