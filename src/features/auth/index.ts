// The sign-in area (spec section 2, Login/user). The router loads the pages lazily from
// ./pages/*; other code may use the schemas and their value types.
export * from './schemas';
