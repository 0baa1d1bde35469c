import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import {
  BTC,
  ledgerTotals,
  ledgerUnits,
  proofFile,
  recomputeRoot,
  sha256,
  startLiabilitiesApp,
  TRX,
  USDT,
  verifyProof,
  type LiabilitiesApp,
} from './support.ts';

// A published snapshot: every user has a leaf (zero balances too), the totals are the ledger's,
// every proof verifies with the open verifier, the leaf list recomputes the root, and a user
// sees only their own proof.

describe.each(backends())('proof of liabilities on $name', (backend) => {
  let t: LiabilitiesApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const snapshotByJob = async () => {
    await t.app.scheduler.run('liabilities.snapshot');
    const list = (await t.app.inject('/api/liabilities/snapshots')).json().data;
    return list.items[0];
  };

  it('says there is no snapshot before the first, and lists none', async () => {
    t = await startLiabilitiesApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const res = await alice.get('/api/liabilities/proof');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 'no_snapshot', proof: null });
    const list = (await t.app.inject('/api/liabilities/snapshots')).json().data;
    expect(list).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it("publishes every user's totals as the ledger has them, and every proof verifies", async () => {
    t = await startLiabilitiesApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const aliceId = alice.session.user.id;
    const others = await t.plainUsers(12); // 13 users: 16 leaves, 3 of them padding
    await t.credit(aliceId, USDT, '1000.5');
    await t.credit(aliceId, USDT, '250', 'trust'); // every account type counts
    await t.credit(aliceId, BTC, '0.12345678');
    await t.ledger.freeze({ userId: aliceId, currencyId: USDT, amount: '100', key: 'frz:1' });
    await t.credit(others[0]!, TRX, '7.000001');
    for (const [i, id] of others.slice(1, 6).entries()) await t.credit(id, USDT, `${i + 1}.25`);

    const published = await snapshotByJob();
    expect(published).toMatchObject({ leaf_count: 16, account_count: 13 });
    const ids = published.coins.map((c: { currency_id: number }) => c.currency_id);
    const enabled = await t.database.query<{ id: number }>(
      'SELECT id FROM currencies WHERE enabled ORDER BY id',
    );
    expect(ids).toEqual(enabled.map((c) => Number(c.id)));
    const totals = await ledgerTotals(t.database, ids);
    expect(published.coins.map((c: { total: string }) => c.total)).toEqual(totals);
    expect(published.coins.map((c: { ledger_total: string }) => c.ledger_total)).toEqual(totals);
    expect(published.coins.find((c: { symbol: string }) => c.symbol === 'USDT')).toMatchObject({
      total: '1266.75', // 1000.5 + 250 + 1.25 + 2.25 + 3.25 + 4.25 + 5.25 (100 of it frozen)
      total_units: '126675000000',
    });

    const positions = new Set<number>();
    for (const id of [aliceId, ...others]) {
      const proof = await proofFile(t, id);
      expect(proof.snapshot.root.hash).toBe(published.root_hash);
      expect(proof.leaf.balances).toEqual(await ledgerUnits(t.database, id, proof));
      const verdict = await verifyProof(proof, sha256);
      expect(verdict.ok, verdict.detail).toBe(true);
      positions.add(proof.leaf.position);
    }
    expect([...positions].sort((a, b) => a - b)).toEqual([...Array(13).keys()]);

    // over HTTP, the signed-in user's own
    const mine = (await alice.get('/api/liabilities/proof')).json().data;
    expect(mine.status).toBe('included');
    expect(mine.proof.leaf.user_id).toBe(aliceId);
    expect((await verifyProof(mine.proof, sha256)).ok).toBe(true);
  });

  it('gives the leaf list as a download that recomputes the root and totals', async () => {
    t = await startLiabilitiesApp(await backend.open());
    for (const id of await t.plainUsers(5)) await t.credit(id, BTC, '0.5');
    const published = await snapshotByJob();

    const res = await t.app.inject(`/api/liabilities/leaves?id=${published.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="liabilities-${published.id}-leaves.json"`,
    );
    const file = res.json();
    expect(file.leaves).toHaveLength(8);
    const recomputed = await recomputeRoot(file, sha256);
    expect(recomputed.problems).toEqual([]);
    expect(recomputed.root!.hash).toBe(published.root_hash);
    expect(recomputed.root!.sums).toEqual(
      published.coins.map((c: { total_units: string }) => c.total_units),
    );
    expect(JSON.stringify(file)).not.toMatch(/salt|user_id/); // whose leaf is whose stays private

    for (const [id, lang, message] of [
      [published.id + 1, 'en', `No published snapshot has the number ${published.id + 1}`],
      [published.id + 1, 'zh', `没有编号为 ${published.id + 1} 的已发布快照`],
    ] as const) {
      const missing = await t.app.inject({
        url: `/api/liabilities/leaves?id=${id}`,
        headers: { lang },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 404, type: 'error', message });
    }
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999'])
      expect((await t.app.inject(`/api/liabilities/leaves?id=${bad}`)).statusCode).toBe(400);
  });

  it('says not_included to a user who signed up after the snapshot', async () => {
    t = await startLiabilitiesApp(await backend.open());
    const early = await t.user('early@example.com');
    await snapshotByJob();
    const late = await t.user('late@example.com');
    expect((await late.get('/api/liabilities/proof')).json().data).toEqual({
      status: 'not_included',
      proof: null,
    });
    expect((await early.get('/api/liabilities/proof')).json().data.status).toBe('included');
  });

  it("never serves one user's proof to another, nor any to a caller without a session", async () => {
    t = await startLiabilitiesApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.credit(bob.session.user.id, USDT, '5');
    await snapshotByJob();
    const aliceProof = (await alice.get('/api/liabilities/proof')).json().data.proof;
    const bobProof = (await bob.get('/api/liabilities/proof')).json().data.proof;
    expect(aliceProof.leaf.user_id).toBe(alice.session.user.id);
    expect(bobProof.leaf.user_id).toBe(bob.session.user.id);
    expect(JSON.stringify(bobProof)).not.toContain(aliceProof.leaf.salt);
    // asking for someone else by a made-up parameter changes nothing
    const sneaky = await alice.get(`/api/liabilities/proof?user_id=${bob.session.user.id}`);
    if (sneaky.statusCode === 200)
      expect(sneaky.json().data.proof.leaf.user_id).toBe(alice.session.user.id);
    else expect(sneaky.statusCode).toBe(400);
    const anonymous = await t.app.inject('/api/liabilities/proof');
    expect(anonymous.statusCode).toBe(401);
  });
});
