// The exchange area (spec section 2, assets/transfersd: flash exchange and gifts by e-mail). The
// router loads the pages lazily from ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
