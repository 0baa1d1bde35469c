// The security area (spec section 2, Settings security and Withdrawal addresses). The router loads
// the pages lazily from ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
