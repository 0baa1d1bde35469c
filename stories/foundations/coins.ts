import type { CoinCatalogEntry } from '../../src/api/generated/model';

// Stories' coin catalog: the coins the server seeds, none with an uploaded icon.
export const SEED_COINS: CoinCatalogEntry[] = [
  { id: 3, symbol: 'USDT', name: 'Tether USD', listed: true, icon_url: null },
  { id: 1, symbol: 'BTC', name: 'Bitcoin', listed: true, icon_url: null },
  { id: 2, symbol: 'ETH', name: 'Ethereum', listed: true, icon_url: null },
  { id: 4, symbol: 'BNB', name: 'BNB', listed: true, icon_url: null },
  { id: 5, symbol: 'TRX', name: 'TRON', listed: true, icon_url: null },
  { id: 6, symbol: 'SOL', name: 'Solana', listed: true, icon_url: null },
  { id: 7, symbol: 'XRP', name: 'XRP', listed: true, icon_url: null },
  { id: 8, symbol: 'DOGE', name: 'Dogecoin', listed: true, icon_url: null },
  { id: 9, symbol: 'LTC', name: 'Litecoin', listed: true, icon_url: null },
];
