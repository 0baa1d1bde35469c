import type { Message } from './message';
import type { OkCode } from './okCode';
import type { OkType } from './okType';
import type { WalletList } from './walletList';

export interface WalletListOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: WalletList;
}
