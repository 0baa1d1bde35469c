#!/usr/bin/env node
// verify-liabilities proof.json [leaves.json]
// Checks a user's proof of inclusion against the root it names and, given the published list of
// leaves, recomputes that root and the per-coin totals from scratch. Exit code 0: all checks hold.
import { readFileSync } from 'node:fs';
import {
  fromUnits,
  recomputeRoot,
  verifyProof,
  type LeavesFile,
  type ProofFile,
  type SnapshotHeader,
} from './core/index.ts';
import { sha256 } from './sha256.ts';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const totals = (snapshot: SnapshotHeader, sums: string[]) =>
  snapshot.coins
    .map((coin, i) => `${coin.symbol} ${fromUnits(sums[i] ?? '0', coin.decimals)}`)
    .join(', ');

async function main(args: string[]): Promise<number> {
  if (args.length < 1 || args.length > 2 || args.some((a) => a.startsWith('-'))) {
    console.error('usage: verify-liabilities proof.json [leaves.json]');
    return 2;
  }
  const proof = readJson<ProofFile>(args[0]!);
  const result = await verifyProof(proof, sha256);
  for (const step of result.steps) {
    if (step.kind === 'commitment') console.log(`commitment to your user id   ${step.hash}`);
    if (step.kind === 'leaf') console.log(`your leaf                    ${step.hash}`);
    if (step.kind === 'level')
      console.log(
        `level ${String(step.level).padEnd(3)} (you are ${step.side.padEnd(5)})  ${step.hash}`,
      );
    if (step.kind === 'root')
      console.log(
        `root, computed               ${step.hash}\nroot, published              ${step.expected}`,
      );
  }
  if (!result.ok) {
    console.log(`FAILED: your proof does not verify (${result.failure}: ${result.detail})`);
    return 1;
  }
  console.log(
    `OK: your balances (${totals(proof.snapshot, proof.leaf.balances)}) are included in snapshot ${proof.snapshot.id}`,
  );
  if (!args[1]) return 0;
  const leaves = readJson<LeavesFile>(args[1]);
  if (
    leaves.snapshot?.id !== proof.snapshot.id ||
    leaves.snapshot.root?.hash !== proof.snapshot.root.hash
  ) {
    console.log(
      `FAILED: the leaves are of snapshot ${leaves.snapshot?.id}, root ${leaves.snapshot?.root?.hash}, not your proof's`,
    );
    return 1;
  }
  const recomputed = await recomputeRoot(leaves, sha256);
  for (const problem of recomputed.problems) console.log(`FAILED: ${problem}`);
  const computedLeaf = result.steps.find((step) => step.kind === 'leaf')?.hash;
  if (leaves.leaves[proof.leaf.position]?.hash !== computedLeaf) {
    console.log(`FAILED: the published leaf at position ${proof.leaf.position} is not yours`);
    return 1;
  }
  if (!recomputed.ok || !recomputed.root) return 1;
  console.log(
    `OK: ${leaves.leaves.length} leaves (${leaves.snapshot.account_count} accounts) recompute the published root`,
  );
  console.log(`total liabilities: ${totals(leaves.snapshot, recomputed.root.sums)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
