import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { logIn, route } from './support.ts';

// Issue 37 (proof of liabilities): the demo user opens "Verify my balances" from Assets and sees
// every step pass against the snapshot the demo was seeded with; the proof they download passes
// the open verifier with the public leaf list, and fails once a balance in it is raised.
const dir = mkdtempSync(join(tmpdir(), 'liabilities-e2e-'));

async function verifier(...files: string[]): Promise<{ code: number; stdout: string }> {
  const cli = 'packages/liabilities-verifier/src/cli.ts';
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...files]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

test('verify my balances in the app, then with the open verifier', async ({ page }) => {
  await page.goto('/h5/#/pages/user/login/login');
  await logIn(page, 'demo@example.com', 'demo123456');
  await expect.poll(() => route(page)).not.toContain('/pages/user/login');

  await page.goto('/h5/#/pages/assets/index');
  await page.getByText('Verify my balances').first().click();
  await expect(page.getByText('Your balances are included')).toBeVisible();
  // Every step carries a mark named Passed or Failed: commitment, leaf, three levels of the demo's
  // tree or more, the root and the published root.
  await expect(page.getByRole('img', { name: 'Failed' })).toHaveCount(0);
  expect(await page.getByRole('img', { name: 'Passed' }).count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText('Root matches the published snapshot')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download proof (JSON)' }).click(),
  ]);
  const proofFile = join(dir, 'proof.json');
  await download.saveAs(proofFile);
  const proof = JSON.parse(readFileSync(proofFile, 'utf8')) as {
    snapshot: { id: number };
    leaf: { balances: string[] };
  };

  // The public leaf list, as anyone downloads it from the public page.
  const leaves = await page.request.get(`/api/liabilities/leaves?id=${proof.snapshot.id}`);
  expect(leaves.headers()['content-disposition']).toContain('attachment');
  const leavesFile = join(dir, 'leaves.json');
  writeFileSync(leavesFile, await leaves.body());

  const genuine = await verifier(proofFile, leavesFile);
  expect(genuine.stdout).toContain(`are included in snapshot ${proof.snapshot.id}`);
  expect(genuine.stdout).toContain('recompute the published root');
  expect(genuine.code).toBe(0);

  const index = proof.leaf.balances.findIndex((units) => units !== '0');
  proof.leaf.balances[index] = String(BigInt(proof.leaf.balances[index]!) + 1n);
  const tamperedFile = join(dir, 'tampered.json');
  writeFileSync(tamperedFile, JSON.stringify(proof));
  const tampered = await verifier(tamperedFile, leavesFile);
  expect(tampered.stdout).toContain('FAILED: your proof does not verify');
  expect(tampered.code).toBe(1);

  // The public page lists the snapshot the proof names.
  await page.goto('/h5/#/pages/liabilities/index');
  await expect(page.getByText(`Snapshot #${proof.snapshot.id}`)).toBeVisible();
});
