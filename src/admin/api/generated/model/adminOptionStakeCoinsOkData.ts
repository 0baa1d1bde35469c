import type { AdminOptionStakeCoin } from './adminOptionStakeCoin';
import type { OptionStakeCoinChoice } from './optionStakeCoinChoice';

export type AdminOptionStakeCoinsOkData = {
  /** The stake coins, in the coins' order. */
  items: AdminOptionStakeCoin[];
  /** The listed coins that are not stake coins yet, in the coins' order. */
  addable: OptionStakeCoinChoice[];
};
