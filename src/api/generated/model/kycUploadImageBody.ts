export type KycUploadImageBody = {
  /**
   * The image file.
   * @maxLength 255
   */
  file: Blob | File;
};
