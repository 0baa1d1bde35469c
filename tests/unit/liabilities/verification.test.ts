import { describe, expect, it } from 'vitest';
import { verifyProof } from '../../../packages/liabilities-verifier/src/core/index.ts';
import { verificationOf } from '../../../src/features/liabilities/verify/verification';
import { webCryptoSha256 } from '../../../src/features/liabilities/verify/webCryptoSha256';
import { PROOF, TAMPERED_PROOF } from '../../../stories/liabilities/proofs';

// The stories' proof is a real one (stories/liabilities/make-fixture.ts): if the encoding changes,
// this fails until the fixture is made again, instead of the stories showing a false failure.
const ROOT = PROOF.snapshot.root.hash;
const check = async (proof = PROOF, published: string | null = ROOT) =>
  verificationOf(await verifyProof(proof, webCryptoSha256), proof, published);

describe("the verify page's checks", () => {
  it('pass, every one, for the committed fixture against its published root', async () => {
    const { ok, checks, failure } = await check();
    expect({ ok, failure }).toEqual({ ok: true, failure: undefined });
    expect(checks.map((c) => [c.kind, c.passed])).toEqual([
      ['commitment', true],
      ['leaf', true],
      ['level', true],
      ['level', true],
      ['level', true],
      ['root', true],
      ['published', true],
    ]);
    expect(checks.filter((c) => c.kind === 'level').map((c) => c.side)).toEqual([
      'left',
      'right',
      'left',
    ]);
  });

  it('fail at the root when a balance was changed', async () => {
    const result = await check(TAMPERED_PROOF);
    expect(result.failure).toBe('root_mismatch');
    expect(result.checks.filter((c) => !c.passed).map((c) => c.kind)).toEqual(['root']);
  });

  it('fail when the published root differs, or the snapshot is not published', async () => {
    expect((await check(PROOF, 'ab'.repeat(32))).failure).toBe('published_mismatch');
    expect((await check(PROOF, null)).failure).toBe('not_published');
  });

  it('stop with the reason when the file cannot be checked at all', async () => {
    const short = { ...PROOF, path: PROOF.path.slice(1) };
    const result = await check(short);
    expect(result.failure).toBe('path_length');
    expect(result.checks.map((c) => [c.kind, c.passed])).toEqual([
      ['stopped', false],
      ['published', true],
    ]);
  });
});
