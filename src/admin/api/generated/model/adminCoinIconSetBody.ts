export type AdminCoinIconSetBody = {
  /** The icon: a square of 64-256 px. */
  file: Blob | File;
};
