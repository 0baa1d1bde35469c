// The assets area (spec section 2, Assets): the router loads the pages lazily from ./pages/*;
// other code may use the transfer schema and the account helpers.
export * from './schemas';
export { ACCOUNT_TYPES, isAccountType } from './accounts';
