import type { ImageMime } from './imageMime';
import type { PositiveInt } from './positiveInt';
import type { Timestamp } from './timestamp';
import type { UploadId } from './uploadId';

export interface UploadContent {
  id: UploadId;
  mime: ImageMime;
  size: PositiveInt;
  created_at: Timestamp;
  /** The image bytes in base64. */
  content: string;
}
