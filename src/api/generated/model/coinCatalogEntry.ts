import type { Id } from './id';

export interface CoinCatalogEntry {
  id: Id;
  symbol: string;
  name: string;
  /** False once delisted: balances stay, new activity is refused. */
  listed: boolean;
  /**
   * The operator's icon (`/api/coins/{id}/icon?v=...`), or null for none.
   * @nullable
   */
  icon_url: string | null;
}
