export interface RecoveryCodes {
  /**
   * @minItems 10
   * @maxItems 10
   * @items.pattern ^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$
   */
  recovery_codes: string[];
}
