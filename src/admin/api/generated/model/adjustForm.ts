import type { AccountKind } from './accountKind';
import type { Reason } from './reason';
import type { SignedDecimal } from './signedDecimal';

export interface AdjustForm {
  /**
   * The currency's symbol (any case) or numeric id.
   * @maxLength 20
   * @pattern ^[A-Za-z0-9]{1,20}$
   */
  currency: string;
  amount: SignedDecimal;
  account?: AccountKind;
  reason: Reason;
}
