import type { CoinAccount } from './coinAccount';
import type { CoinMarket } from './coinMarket';
import type { CoinNetwork } from './coinNetwork';
import type { CoinRules } from './coinRules';
import type { Decimals } from './decimals';
import type { Id } from './id';

export interface AdminCoin {
  /** The currency_id of the app's API. */
  id: Id;
  symbol: string;
  name: string;
  decimals: Decimals;
  /**
   * The uploaded icon's address on the platform (`/api/coins/{id}/icon?v=...`); null shows the initial.
   * @nullable
   */
  icon_url: string | null;
  /** The base coin (USDT) cannot be delisted. */
  is_base: boolean;
  /** False once delisted - hidden from new activity, balances kept and shown. */
  listed: boolean;
  networks: CoinNetwork[];
  accounts: CoinAccount[];
  markets: CoinMarket[];
  rules: CoinRules;
}
