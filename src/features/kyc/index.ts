// The kyc area (spec section 2, Verification): the router loads the pages lazily from ./pages/*;
// other code may use the schemas and the status tag.
export * from './schemas';
export { KycLevelTag } from './components/KycLevelTag';
