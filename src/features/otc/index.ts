// The OTC area (spec: peer-to-peer trading under trade/*: ads, orders, margin, appeals).
// The router loads the pages lazily from ./pages/*; other code may use the schemas.
export * from './schemas';
