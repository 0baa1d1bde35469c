import type { ProofFile } from '../../src/api/generated/model';
import PROOF_JSON from './proof.json';

// A real proof of inclusion (./make-fixture.ts built it from a five-account tree), so the verify
// page's stories recompute genuine hashes with WebCrypto.
export const PROOF = PROOF_JSON as ProofFile;

/** The same proof with the user's USDT raised by one unit: every hash above the leaf changes. */
export const TAMPERED_PROOF: ProofFile = {
  ...PROOF,
  leaf: {
    ...PROOF.leaf,
    balances: PROOF.leaf.balances.map((units, i) => (i === 2 ? String(BigInt(units) + 1n) : units)),
  },
};
