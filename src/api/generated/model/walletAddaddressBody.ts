import type { Code } from './code';
import type { FundPassword } from './fundPassword';
import type { Id } from './id';
import type { Network } from './network';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { StepUpCode } from './stepUpCode';

export type WalletAddaddressBody = {
  currency_id: Id;
  network: Network;
  /**
   * @minLength 1
   * @maxLength 128
   */
  address: string;
  code: Code;
  fund_password: FundPassword;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
