import type { AssetAccountType } from './assetAccountType';
import type { AssetBalance } from './assetBalance';
import type { JournalLine } from './journalLine';

export interface WalletDetail {
  type: AssetAccountType;
  balance: AssetBalance;
  /** The 20 most recent changes of this account, newest first. */
  journal: JournalLine[];
}
