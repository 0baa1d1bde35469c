import { http } from 'msw';
import type { MyProof, ProofFile, Snapshot } from '../../src/api/generated/model';
import { fromUnits } from '../../packages/liabilities-verifier/src/core/index.ts';
import { PROOF } from './proofs';

export { PROOF, TAMPERED_PROOF } from './proofs';

/** The latest snapshot as the public list shows it: the proof's root and totals. */
export const LATEST_SNAPSHOT: Snapshot = {
  id: PROOF.snapshot.id,
  taken_at: PROOF.snapshot.taken_at,
  root_hash: PROOF.snapshot.root.hash,
  leaf_count: PROOF.snapshot.leaf_count,
  account_count: PROOF.snapshot.account_count,
  coins: PROOF.snapshot.coins.map((coin, i) => {
    const units = PROOF.snapshot.root.sums[i]!;
    const total = fromUnits(units, coin.decimals);
    return { ...coin, total_units: units, total, ledger_total: total };
  }),
};

/** The day before's, with its own root and a few accounts fewer. */
export const EARLIER_SNAPSHOT: Snapshot = {
  ...LATEST_SNAPSHOT,
  id: PROOF.snapshot.id - 1,
  taken_at: '2026-11-29T00:00:00Z',
  root_hash: '7f1c0a9be23d54e6f8a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607',
  account_count: 4,
};

export const mine = (status: MyProof['status'], proof: ProofFile | null = null): MyProof => ({
  status,
  proof,
});

type Answer = () => Response | Promise<Response>;
export const proofAnswer = (answer: Answer) => http.get('/api/liabilities/proof', answer);
export const snapshotsAnswer = (answer: Answer) => http.get('/api/liabilities/snapshots', answer);
