// Set-up of the proof-of-liabilities suites: the withdraw suites' app (a ledger, signed-up users,
// the operator CLI), users made straight in the table when no session is needed, and the checks
// of the open verifier.
import type { Database } from '../../src/db/index.ts';
import type { AccountType } from '../../src/ledger/index.ts';
import { toDecimalString } from '../../src/lib/decimal.ts';
import { toUnits, type ProofFile } from '../../src/modules/liabilities/verifier.ts';
import { proofOf } from '../../src/modules/liabilities/proof.ts';
import { startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';

export {
  verifyProof,
  recomputeRoot,
} from '../../../packages/liabilities-verifier/src/core/index.ts';
export { sha256 } from '../../../packages/liabilities-verifier/src/sha256.ts';

export const BTC = 1;
export const USDT = 3;
export const TRX = 5; // 6 decimals

export type LiabilitiesApp = WithdrawApp & {
  /** `n` users without a session (rows of `users` alone): their ids. */
  plainUsers(n: number): Promise<number[]>;
  credit(userId: number, currencyId: number, amount: string, type?: AccountType): Promise<void>;
};

let credits = 0;
let batches = 0;

export async function startLiabilitiesApp(database: Database): Promise<LiabilitiesApp> {
  const t = await startWithdrawApp(database);
  return Object.assign(t, {
    async plainUsers(n: number) {
      const rows = await t.database.query<{ id: number }>(
        `INSERT INTO users (email) SELECT 'plain-' || $2::int || '-' || g || '@example.com'
           FROM generate_series(1, $1::int) g RETURNING id`,
        [n, ++batches],
      );
      return rows.map((r) => Number(r.id));
    },
    async credit(userId: number, currencyId: number, amount: string, type: AccountType = 'spot') {
      await t.ledger.credit({
        userId,
        currencyId,
        amount,
        type,
        key: `liabilities-test:${++credits}`,
      });
    },
  });
}

/** Per coin of the snapshot, what the ledger says users hold (every account type), summed. */
export async function ledgerTotals(database: Database, currencyIds: number[]) {
  const rows = await database.query<{ currency_id: number; total: string }>(
    `SELECT currency_id, sum(available + frozen)::text AS total FROM ledger_accounts
      WHERE user_id IS NOT NULL GROUP BY currency_id`,
  );
  const byId = new Map(rows.map((r) => [Number(r.currency_id), r.total]));
  return currencyIds.map((id) => toDecimalString(byId.get(id) ?? '0'));
}

/** A user's balance of each coin of the proof as the ledger has it (available + frozen, all
 * account types), written as the proof's balances are: in the coin's smallest unit. */
export async function ledgerUnits(database: Database, userId: number, proof: ProofFile) {
  const rows = await database.query<{ currency_id: number; total: string }>(
    `SELECT currency_id, sum(available + frozen)::text AS total FROM ledger_accounts
      WHERE user_id = $1 GROUP BY currency_id`,
    [userId],
  );
  const byId = new Map(rows.map((r) => [Number(r.currency_id), r.total]));
  return proof.snapshot.coins.map((coin) =>
    String(toUnits(byId.get(coin.currency_id) ?? '0', coin.decimals)),
  );
}

/** The proof the server gives `userId` (module level: users without a session too), of the latest
 * published snapshot or of `snapshotId`. */
export async function proofFile(
  t: WithdrawApp,
  userId: number,
  snapshotId?: number,
): Promise<ProofFile> {
  const answer = await proofOf(t.database.db, userId, snapshotId);
  if (answer.status !== 'included') throw new Error(`user ${userId}: ${answer.status}`);
  return answer.proof;
}
