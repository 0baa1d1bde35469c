// The open verifier's core (packages/liabilities-verifier), reached from this one file so that the
// rest of the feature does not spell the path. Only the feature's lazy pages import it: it never
// lands in the first-load bundle.
export {
  fromUnits,
  verifyProof,
  type Hash,
  type ProofFailure,
  type ProofFile,
  type ProofResult,
  type ProofStep,
} from '../../../../packages/liabilities-verifier/src/core/index.ts';
