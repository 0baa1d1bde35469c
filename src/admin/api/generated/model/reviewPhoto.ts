import type { UploadId } from './uploadId';

export interface ReviewPhoto {
  /**
   * What it shows: proof (deposit), id_front, id_back, selfie (KYC basic, and beside an
   * advanced application), address_proof (KYC advanced), payment_voucher (OTC: the buyer's
   * proof of payment), appeal_voucher (OTC: the appellant's evidence).
   */
  key: string;
  /** Its bytes at /admin/images/{id}. */
  image_id: UploadId;
}
