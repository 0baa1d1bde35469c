import type { CoinMarketKind } from './coinMarketKind';

export interface CoinMarket {
  kind: CoinMarketKind;
  symbol: string;
  /** The market's own switch (a delisted coin closes it too). */
  enabled: boolean;
}
