import type { UploadId } from './uploadId';

export type UserRealNameBody = {
  /**
   * Country or region of the ID document.
   * @minLength 2
   * @maxLength 64
   */
  country: string;
  /**
   * Full name as on the ID document.
   * @minLength 2
   * @maxLength 100
   */
  name: string;
  /**
   * @minLength 4
   * @maxLength 32
   * @pattern ^[A-Za-z0-9-]+$
   */
  id_number: string;
  /**
   * Phone number or contact address.
   * @minLength 4
   * @maxLength 200
   */
  contact: string;
  front_image: UploadId;
  back_image: UploadId;
  hand_image: UploadId;
};
