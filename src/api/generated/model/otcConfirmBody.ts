export type OtcConfirmBody = {
  /** @minimum 1 */
  id: number;
  /** @pattern ^\d{6}$ */
  fund_password: string;
};
