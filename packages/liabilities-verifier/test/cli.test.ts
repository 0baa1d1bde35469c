// @vitest-environment node
// The open verifier as a user runs it: a good proof and its leaves pass; a tampered proof, a
// forged leaf list or another snapshot's leaves fail with exit code 1.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { snapshotOf } from './arbitraries.ts';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'verify-liabilities-'));

async function run(files: Record<string, unknown>) {
  const paths = Object.entries(files).map(([name, content]) => {
    writeFileSync(join(dir, name), JSON.stringify(content));
    return join(dir, name);
  });
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...paths]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run verify-liabilities', () => {
  const { proofOf, leaves } = snapshotOf(
    [1, 2, 3, 4, 5].map((userId) => ({ userId, balances: [BigInt(userId * 1e8), 42n] })),
  );

  it('passes a genuine proof and recomputes the root and totals from the leaves', async () => {
    const result = await run({ 'proof.json': proofOf(2), 'leaves.json': leaves });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('are included in snapshot 7');
    expect(result.stdout).toContain('8 leaves (5 accounts) recompute the published root');
    expect(result.stdout).toContain('total liabilities: C0 15, C1 0.0000021');
  });

  it('fails a proof whose balance was raised', async () => {
    const tampered = structuredClone(proofOf(2));
    tampered.leaf.balances[0] = '400000000';
    const result = await run({ 'tampered.json': tampered });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAILED: your proof does not verify (root_mismatch');
  });

  it('fails when the leaves do not recompute the root the proof names', async () => {
    const forged = structuredClone(leaves);
    forged.leaves[0]!.sums[0] = '1';
    const result = await run({ 'proof.json': proofOf(2), 'forged.json': forged });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAILED: root [0-9a-f]{64} differs from the published/);
  });

  it('fails when the leaves are of another snapshot', async () => {
    const other = snapshotOf([{ userId: 9, balances: [1n, 1n] }]).leaves;
    const result = await run({ 'proof.json': proofOf(0), 'other.json': other });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAILED: the leaves are of snapshot');
  });
});
