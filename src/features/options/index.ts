// The options area (spec: pages/option/detail, binary options). The router loads the page lazily from
// ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
