import type { UploadId } from './uploadId';

export type UserRealName2Body = {
  /**
   * Residential address.
   * @minLength 4
   * @maxLength 200
   */
  address: string;
  address_image: UploadId;
};
