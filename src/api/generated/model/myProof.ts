import type { MyProofStatus } from './myProofStatus';
import type { ProofFile } from './proofFile';

export interface MyProof {
  /**
   * `included`: the latest published snapshot holds the user's leaf and `proof` is it;
   * `not_included`: the user's account is newer than that snapshot; `no_snapshot`: nothing
   * has been published yet. `proof` is null unless `included`.
   */
  status: MyProofStatus;
  proof: null | ProofFile;
}
