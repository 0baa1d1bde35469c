import type { Code } from './code';
import type { FundPassword } from './fundPassword';
import type { Network } from './network';

export type WalletAddaddressBody = {
  /** @minimum 1 */
  currency_id: number;
  network: Network;
  /**
   * @minLength 1
   * @maxLength 128
   */
  address: string;
  code: Code;
  fund_password: FundPassword;
};
