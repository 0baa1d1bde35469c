import type { CashSaveRequestKind } from './cashSaveRequestKind';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { StepUpCode } from './stepUpCode';

export interface CashSaveRequest {
  /** @maxLength 6 */
  kind: CashSaveRequestKind;
  /** @maxLength 100 */
  real_name?: string;
  /** @maxLength 40 */
  card_number?: string;
  /** @maxLength 100 */
  bank_name?: string;
  /** @maxLength 100 */
  branch?: string;
  /** @maxLength 200 */
  bank_address?: string;
  /** @maxLength 40 */
  swift_code?: string;
  /** @maxLength 100 */
  cardholder?: string;
  /** @maxLength 40 */
  iban?: string;
  /** @maxLength 200 */
  payee_address?: string;
  /** @maxLength 20 */
  postal_code?: string;
  /** @maxLength 100 */
  account?: string;
  /** @maxLength 40 */
  qr_upload_id?: string;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
}
