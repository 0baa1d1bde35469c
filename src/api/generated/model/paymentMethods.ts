import type { BankMethod } from './bankMethod';
import type { WalletMethod } from './walletMethod';

export interface PaymentMethods {
  bank: BankMethod | null;
  alipay: WalletMethod | null;
  wechat: WalletMethod | null;
}
