export type CoinIconParams = {
  /**
   * The icon's version (part of its hash); any value answers the current icon.
   * @maxLength 64
   */
  v?: string;
};
