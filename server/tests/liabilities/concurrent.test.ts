import { afterEach, describe, expect, it } from 'vitest';
import { takeSnapshot } from '../../src/modules/liabilities/take.ts';
import { toUnits } from '../../src/modules/liabilities/verifier.ts';
import { backends } from '../helpers/backends.ts';
import {
  BTC,
  proofFile,
  recomputeRoot,
  sha256,
  startLiabilitiesApp,
  USDT,
  verifyProof,
  type LiabilitiesApp,
} from './support.ts';

// Snapshots taken while money moves: each is published, and each is the books at ONE instant of
// the journal (a prefix of its entries, in the order the one writer committed them), never a
// transfer's debit without its credit. Deposits run alongside, so the totals move too.

const USERS = 8;
const WAVES = 3;
const PER_WAVE = 60;

describe.each(backends())('snapshots during transfers on $name', (backend) => {
  let t: LiabilitiesApp;
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  it('publishes snapshots that each equal the ledger at one instant, and recompute', async () => {
    t = await startLiabilitiesApp(await backend.open());
    const users = await t.plainUsers(USERS);
    for (const id of users) {
      await t.credit(id, USDT, '1000');
      await t.credit(id, BTC, '1');
    }
    let n = 0;
    const move = () => {
      const i = n++;
      const [from, to] = [users[i % USERS]!, users[(i * 3 + 1) % USERS]!];
      if (i % 5 === 4) return t.credit(to, USDT, `0.0${i}`); // a deposit: the totals move
      const currencyId = i % 2 ? BTC : USDT;
      const amount = currencyId === BTC ? '0.001' : `1.${i}`;
      return t.ledger.transferBetweenUsers({
        fromUserId: from,
        toUserId: from === to ? users[(i + 1) % USERS]! : to,
        currencyId,
        amount,
        key: `concurrent:${i}`,
      });
    };
    const snapshots = [];
    for (let wave = 0; wave < WAVES; wave++) {
      const moves = Array.from({ length: PER_WAVE }, move);
      const snapshot = takeSnapshot(t.database, { now: t.clock(), trigger: 'job' });
      const [taken] = await Promise.all([snapshot, ...moves]);
      snapshots.push(taken);
    }

    const journal = await userJournal(t);
    for (const snapshot of snapshots) {
      expect(snapshot.status, snapshot.problems.join('\n')).toBe('published');
      for (const coin of snapshot.coins) expect(coin.total).toBe(coin.ledger_total);
      const file = (await t.app.inject(`/api/liabilities/leaves?id=${snapshot.id}`)).json();
      expect((await recomputeRoot(file, sha256)).ok).toBe(true);
      const held = new Map<string, bigint>();
      for (const id of users) {
        const proof = await proofFile(t, id, snapshot.id);
        expect((await verifyProof(proof, sha256)).ok).toBe(true);
        proof.snapshot.coins.forEach((coin, i) => {
          if (proof.leaf.balances[i] !== '0')
            held.set(`${id}:${coin.currency_id}`, BigInt(proof.leaf.balances[i]!));
        });
      }
      expect(journal.instantOf(held), `snapshot ${snapshot.id}`).toBeGreaterThanOrEqual(0);
    }
    // the waves did overlap the snapshots: not every snapshot saw the same books
    expect(new Set(snapshots.map((s) => s.coins.map((c) => c.total).join())).size).toBeGreaterThan(
      1,
    );
  });
});

/** The postings on users' accounts in entry order, and the entry after which the users' balances
 * were exactly `held` ("user:currency" -> units; 8 decimals for both coins here), or -1. */
async function userJournal(t: LiabilitiesApp) {
  const postings = await t.database.query<{ entry_id: number; key: string; amount: string }>(
    `SELECT p.entry_id, a.user_id || ':' || p.currency_id AS key, p.amount::text AS amount
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.user_id IS NOT NULL ORDER BY p.entry_id, p.id`,
  );
  const units = (amount: string) =>
    amount.startsWith('-') ? -toUnits(amount.slice(1), 8) : toUnits(amount, 8);
  const same = (a: Map<string, bigint>, b: Map<string, bigint>) =>
    a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
  return {
    instantOf(held: Map<string, bigint>): number {
      const balances = new Map<string, bigint>();
      for (let i = 0; i <= postings.length; i++) {
        const boundary =
          i === postings.length || postings[i]!.entry_id !== postings[i - 1]?.entry_id;
        if (i > 0 && boundary && same(balances, held)) return Number(postings[i - 1]!.entry_id);
        if (i === postings.length) break;
        const { key, amount } = postings[i]!;
        const next = (balances.get(key) ?? 0n) + units(amount);
        if (next === 0n) balances.delete(key);
        else balances.set(key, next);
      }
      return -1;
    },
  };
}
