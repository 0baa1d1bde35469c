import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WalletDetail } from './walletDetail';

export interface WalletDetailOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WalletDetail;
}
