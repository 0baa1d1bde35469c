export type AdminCoinIconSetBody = {
  /**
   * The icon: a square of 64-256 px.
   * @maxLength 255
   */
  file: Blob | File;
};
