// The withdraw area (spec section 2, assets/withdraw: chain and bank withdrawals, their records).
// The router loads the pages lazily from ./pages/*; other code may use the schemas.
export * from './schemas';
