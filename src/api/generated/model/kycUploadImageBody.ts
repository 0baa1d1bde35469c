export type KycUploadImageBody = {
  /** The image file. */
  file: Blob | File;
};
