// The deposit area (spec section 2: assets/transfer, assets/deposit, assets/depositm). The router
// loads the pages lazily from ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
