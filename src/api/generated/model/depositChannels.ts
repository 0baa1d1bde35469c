import type { DepositChannel } from './depositChannel';
import type { DepositCoin } from './depositCoin';

export interface DepositChannels {
  coins: DepositCoin[];
  channels: DepositChannel[];
}
