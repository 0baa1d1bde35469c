export type CoinMarketKind = (typeof CoinMarketKind)[keyof typeof CoinMarketKind];

export const CoinMarketKind = {
  spot: 'spot',
  options: 'options',
  lever: 'lever',
} as const;
