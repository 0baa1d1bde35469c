// The proof of liabilities, construction and checks, free of Node and DOM: the server builds with
// it, the app verifies with WebCrypto, the CLI with node:crypto.
export * from './bytes.ts';
export * from './messages.ts';
export * from './types.ts';
export * from './build.ts';
export * from './verify-proof.ts';
export * from './recompute.ts';
export * from './units.ts';
