// Bank binding (spec section 2, bankbind: the user's bank card, Alipay and WeChat payment methods).
// The router loads the pages lazily from ./pages/*; other code may use the schemas.
export * from './schemas';
