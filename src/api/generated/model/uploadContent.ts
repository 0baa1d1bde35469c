import type { ImageMime } from './imageMime';
import type { Timestamp } from './timestamp';
import type { UploadId } from './uploadId';

export interface UploadContent {
  id: UploadId;
  mime: ImageMime;
  /** @minimum 1 */
  size: number;
  created_at: Timestamp;
  /** The image bytes in base64. */
  content: string;
}
