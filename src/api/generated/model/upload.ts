import type { ImageMime } from './imageMime';
import type { Timestamp } from './timestamp';
import type { UploadId } from './uploadId';

export interface Upload {
  id: UploadId;
  mime: ImageMime;
  /**
   * Bytes.
   * @minimum 1
   * @maximum 5242880
   */
  size: number;
  created_at: Timestamp;
}
