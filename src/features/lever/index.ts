// The leverage area (spec: pages/lever/index, leverage contracts). The router loads the page lazily
// from ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
