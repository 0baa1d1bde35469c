// The mining area (spec section 2, pages/wakuang/* and the pledge pages under assets/transfersd). The
// router loads the pages lazily from ./pages/*; other code may use the schemas.
export * from './schemas';
