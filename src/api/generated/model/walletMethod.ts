import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface WalletMethod {
  id: Id;
  account: string;
  /** The QR code image, served at /upload/image/{id}. */
  qr_upload_id: string;
  updated_at: Timestamp;
}
