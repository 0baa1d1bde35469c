// @vitest-environment node
// Property tests of the construction (docs/proof-of-liabilities.md): every user's proof verifies,
// any change to what a proof carries breaks it, and sums cannot be understated or negative.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLevels,
  EncodingError,
  recomputeRoot,
  shuffledPositions,
  u128be,
  verifyProof,
  type ProofFile,
} from '../src/core/index.ts';
import { sha256 } from '../src/sha256.ts';
import { accountsArb, snapshotOf } from './arbitraries.ts';

const clone = (proof: ProofFile): ProofFile => structuredClone(proof);
const bump = (amount: string, by: bigint) => String(BigInt(amount) + by);
const flipHexDigit = (hex: string, at: number) =>
  hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);

describe('Merkle sum tree', () => {
  it('verifies every account and recomputes the root and totals from the leaves', async () => {
    await fc.assert(
      fc.asyncProperty(accountsArb, async (accounts) => {
        const { proofOf, leaves, header } = snapshotOf(accounts);
        for (let position = 0; position < accounts.length; position++) {
          const result = await verifyProof(proofOf(position), sha256);
          expect(result.ok, result.detail).toBe(true);
        }
        const recomputed = await recomputeRoot(leaves, sha256);
        expect(recomputed).toMatchObject({ ok: true, root: header.root });
        const totals = header.coins.map((_, i) =>
          String(accounts.reduce((s, a) => s + a.balances[i]!, 0n)),
        );
        expect(header.root.sums).toEqual(totals);
      }),
      { numRuns: 60 },
    );
  });

  const tampering: [string, (proof: ProofFile, pick: number) => void][] = [
    [
      'a balance',
      (p, i) =>
        (p.leaf.balances[i % p.leaf.balances.length] = bump(
          p.leaf.balances[i % p.leaf.balances.length]!,
          1n,
        )),
    ],
    ['the user id', (p) => (p.leaf.user_id = p.leaf.user_id === 1 ? 2 : p.leaf.user_id - 1)],
    ['the salt', (p, i) => (p.leaf.salt = flipHexDigit(p.leaf.salt, i % 64))],
    [
      'the position',
      (p, i) =>
        (p.leaf.position =
          (p.leaf.position + 1 + (i % Math.max(1, p.snapshot.account_count - 1))) %
          p.snapshot.account_count),
    ],
    [
      'a sibling hash',
      (p, i) => {
        if (p.path.length === 0) return;
        const s = p.path[i % p.path.length]!;
        s.hash = flipHexDigit(s.hash, i % 64);
      },
    ],
    [
      'a sibling sum',
      (p, i) => {
        if (p.path.length === 0) return;
        const s = p.path[i % p.path.length]!;
        s.sums[0] = bump(s.sums[0]!, 1n);
      },
    ],
    ['a root sum', (p) => (p.snapshot.root.sums[0] = bump(p.snapshot.root.sums[0]!, 1n))],
    [
      'the root hash',
      (p, i) => (p.snapshot.root.hash = flipHexDigit(p.snapshot.root.hash, i % 64)),
    ],
    ['the path length', (p) => p.path.pop()],
  ];
  it.each(tampering)('fails when %s changes', async (_, tamper) => {
    await fc.assert(
      fc.asyncProperty(accountsArb, fc.nat(), fc.nat(), async (accounts, who, pick) => {
        const { proofOf } = snapshotOf(accounts);
        const proof = clone(proofOf(who % accounts.length));
        const before = JSON.stringify(proof);
        tamper(proof, pick);
        fc.pre(JSON.stringify(proof) !== before);
        const result = await verifyProof(proof, sha256);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a path whose inner node understates a child sum, even with a root to match', async () => {
    // A dishonest custodian shrinks a sibling's sum and publishes the totals that follow from it.
    // The sibling's hash commits to its true sums, so the root hash cannot follow.
    await fc.assert(
      fc.asyncProperty(accountsArb, fc.nat(), fc.nat(), async (accounts, who, pick) => {
        const { proofOf } = snapshotOf(accounts);
        const proof = clone(proofOf(who % accounts.length));
        fc.pre(proof.path.length > 0);
        const sibling = proof.path[pick % proof.path.length]!;
        const coin = pick % sibling.sums.length;
        fc.pre(BigInt(sibling.sums[coin]!) > 0n);
        sibling.sums[coin] = bump(sibling.sums[coin]!, -1n);
        proof.snapshot.root.sums[coin] = bump(proof.snapshot.root.sums[coin]!, -1n);
        expect(await verifyProof(proof, sha256)).toMatchObject({
          ok: false,
          failure: 'root_mismatch',
        });
      }),
      { numRuns: 60 },
    );
  });

  it('cannot encode a negative balance or a sum past 128 bits', async () => {
    expect(() => u128be(-1n)).toThrow(EncodingError);
    expect(() => u128be(1n << 128n)).toThrow(EncodingError);
    const commitment = new Uint8Array(32);
    expect(() => buildLevels(sha256, [{ commitment, balances: [-5n] }], 1)).toThrow(EncodingError);
    const max = (1n << 128n) - 1n;
    expect(() =>
      buildLevels(
        sha256,
        [
          { commitment, balances: [max] },
          { commitment, balances: [1n] },
        ],
        1,
      ),
    ).toThrow(EncodingError);
    const { proofOf } = snapshotOf([
      { userId: 1, balances: [5n] },
      { userId: 2, balances: [3n] },
    ]);
    const negative = clone(proofOf(0));
    negative.leaf.balances[0] = '-5';
    expect(await verifyProof(negative, sha256)).toMatchObject({ ok: false, failure: 'malformed' });
  });

  it('refuses leaves whose padding is not genuine or whose totals differ', async () => {
    const { leaves } = snapshotOf(
      [1, 2, 3].map((userId) => ({ userId, balances: [BigInt(userId)] })),
    );
    const forged = structuredClone(leaves);
    forged.leaves[3]!.sums[0] = '1';
    expect((await recomputeRoot(forged, sha256)).ok).toBe(false);
    const fewerAccounts = structuredClone(leaves);
    fewerAccounts.snapshot.account_count = 2;
    expect((await recomputeRoot(fewerAccounts, sha256)).problems).toContain(
      'leaf 2 should be padding but is not',
    );
    const understated = structuredClone(leaves);
    understated.snapshot.root.sums[0] = '5';
    expect((await recomputeRoot(understated, sha256)).ok).toBe(false);
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.infiniteStream(fc.nat()), (n, stream) => {
        const random = stream[Symbol.iterator]();
        const order = shuffledPositions(n, (bound) => random.next().value % bound);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      }),
    );
  });
});
