// Simulation parameters per seeded coin (ids from seed/currencies.ts). Anchor prices are realistic USDT
// prices at the anchor date; volatilities are annualised, in the range these coins actually show.
export interface CoinModel {
  /** USDT price of one unit at the anchor instant. */
  readonly anchorPrice: number;
  /** Annualised volatility of log returns (0.5 = 50 %). */
  readonly volatility: number;
  /** Fixed seed of the coin's path. */
  readonly seed: number;
}

/** USDT, the base coin: everything is priced in it. */
export const USDT_ID = 3;

export const COIN_MODELS: ReadonlyMap<number, CoinModel> = new Map<number, CoinModel>([
  [1, { anchorPrice: 87_500, volatility: 0.5, seed: 0x0b7c_0001 }], // BTC
  [2, { anchorPrice: 2_980, volatility: 0.65, seed: 0x0e7a_0002 }], // ETH
  [4, { anchorPrice: 865, volatility: 0.55, seed: 0x0b4b_0004 }], // BNB
  [5, { anchorPrice: 0.284, volatility: 0.6, seed: 0x07e0_0005 }], // TRX
  [6, { anchorPrice: 126.5, volatility: 0.8, seed: 0x05a1_0006 }], // SOL
  [7, { anchorPrice: 1.86, volatility: 0.75, seed: 0x0a2b_0007 }], // XRP
  [8, { anchorPrice: 0.127, volatility: 0.9, seed: 0x0d06_0008 }], // DOGE
  [9, { anchorPrice: 77.4, volatility: 0.7, seed: 0x0117_0009 }], // LTC
]);
