// The new-coin subscription area (spec section 2, pages/publication/*). The router loads the pages
// lazily from ./pages/*; other code may use the schemas.
export * from './schemas';
