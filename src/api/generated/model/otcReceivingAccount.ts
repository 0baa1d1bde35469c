import type { OtcPayKind } from './otcPayKind';

/**
 * One of the seller's payment methods, unmasked, shown only inside an order that needs it.
 */
export interface OtcReceivingAccount {
  kind: OtcPayKind;
  /** Card number, Alipay or WeChat account. */
  account: string;
  /** The cardholder or real name. */
  holder: string;
  /** @nullable */
  bank_name: string | null;
  /** @nullable */
  branch: string | null;
  /**
   * The Alipay or WeChat QR code, at /upload/image/{id}.
   * @nullable
   */
  qr_upload_id: string | null;
}
