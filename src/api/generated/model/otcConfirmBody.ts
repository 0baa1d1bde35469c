import type { Id } from './id';

export type OtcConfirmBody = {
  id: Id;
  /**
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  fund_password: string;
};
