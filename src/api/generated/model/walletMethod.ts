import type { Timestamp } from './timestamp';

export interface WalletMethod {
  /** @minimum 1 */
  id: number;
  account: string;
  /** The QR code image, served at /upload/image/{id}. */
  qr_upload_id: string;
  updated_at: Timestamp;
}
