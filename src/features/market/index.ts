// The market area (spec section 2, trade/index and trade/kline: quotes, spot trading, k-line). The
// router loads the pages lazily from ./pages/*; other code may use the trade schema.
export * from './schemas/trade';
