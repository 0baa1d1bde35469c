export interface PushConfig {
  /**
   * The VAPID public key (base64url), the `applicationServerKey` to subscribe with.
   * @maxLength 100
   * @nullable
   */
  public_key: string | null;
}
