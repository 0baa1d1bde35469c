// The proof of liabilities (issue 37): the router loads its pages lazily from ./pages/* (the
// public snapshots, and the check of one's own balances). They bring the open verifier's core
// with them, so only types leave this folder; the Assets page links to the check by its path.
export type { Check, Verification, VerificationFailure } from './verify/verification';
