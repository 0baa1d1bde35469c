// Proof that the books hold: balances equal their journal, entries balance, and every currency's
// accounts (users + houses + 'external') sum to zero, i.e. what users and houses hold equals the
// external inflows minus outflows. Read in one REPEATABLE READ snapshot so concurrent writes cannot
// produce false alarms.
import type { Database } from '../db/index.ts';
import { HOUSES_ALLOWED_NEGATIVE } from './accounts.ts';
import { rows, sql } from './sql.ts';

export type ProblemKind =
  | 'balance_mismatch'
  | 'entry_unbalanced'
  | 'entry_without_postings'
  | 'currency_unbalanced'
  | 'negative_balance';
export interface Problem {
  kind: ProblemKind;
  message: string;
}
/** A problem as the CLI prints it and the console shows it: `[kind] message`. */
export const problemLine = (problem: Problem): string => `[${problem.kind}] ${problem.message}`;

export interface ReconcileReport {
  ok: boolean;
  problems: Problem[];
  counts: { accounts: number; entries: number; postings: number };
}

export async function reconcile(database: Database): Promise<ReconcileReport> {
  return database.db.transaction(
    async (db) => {
      const problems: Problem[] = [];
      const mismatched = await rows(
        db,
        sql`SELECT a.id, a.available, a.frozen,
          coalesce(p.available, 0) AS posted_available, coalesce(p.frozen, 0) AS posted_frozen
        FROM ledger_accounts a LEFT JOIN (
          SELECT account_id, sum(amount) FILTER (WHERE bucket = 'available') AS available,
                 sum(amount) FILTER (WHERE bucket = 'frozen') AS frozen
          FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
        WHERE a.available <> coalesce(p.available, 0) OR a.frozen <> coalesce(p.frozen, 0) ORDER BY a.id`,
      );
      for (const r of mismatched) {
        problems.push({
          kind: 'balance_mismatch',
          message: `account ${r.id}: balance ${r.available}/${r.frozen} but postings fold to ${r.posted_available}/${r.posted_frozen} (available/frozen)`,
        });
      }
      const unbalanced = await rows(
        db,
        sql`SELECT entry_id, currency_id, sum(amount) AS total FROM ledger_postings
        GROUP BY entry_id, currency_id HAVING sum(amount) <> 0 ORDER BY entry_id`,
      );
      for (const r of unbalanced) {
        problems.push({
          kind: 'entry_unbalanced',
          message: `entry ${r.entry_id}: postings in currency ${r.currency_id} sum to ${r.total}`,
        });
      }
      const empty = await rows(
        db,
        sql`SELECT id FROM ledger_entries e
        WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = e.id) ORDER BY id`,
      );
      for (const r of empty)
        problems.push({ kind: 'entry_without_postings', message: `entry ${r.id} has no postings` });
      const currencies = await rows(
        db,
        sql`SELECT currency_id,
          sum(available + frozen) FILTER (WHERE house IS DISTINCT FROM 'external') AS held,
          coalesce(-sum(available + frozen) FILTER (WHERE house = 'external'), 0) AS net_inflow
        FROM ledger_accounts GROUP BY currency_id HAVING sum(available + frozen) <> 0 ORDER BY currency_id`,
      );
      for (const r of currencies) {
        problems.push({
          kind: 'currency_unbalanced',
          message: `currency ${r.currency_id}: users and houses hold ${r.held} but external net inflow is ${r.net_inflow}`,
        });
      }
      const negative = await rows(
        db,
        sql`SELECT id, user_id, house, available, frozen FROM ledger_accounts
        WHERE frozen < 0 OR (available < 0 AND (house IS NULL OR NOT house = ANY(${sql.param([...HOUSES_ALLOWED_NEGATIVE])}::text[])))`,
      );
      for (const r of negative) {
        problems.push({
          kind: 'negative_balance',
          message: `account ${r.id} (${r.house ?? `user ${r.user_id}`}) is negative: ${r.available}/${r.frozen}`,
        });
      }
      const [counts] = await rows(
        db,
        sql`SELECT (SELECT count(*) FROM ledger_accounts) AS accounts,
        (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings`,
      );
      return {
        ok: problems.length === 0,
        problems,
        counts: {
          accounts: Number(counts?.accounts),
          entries: Number(counts?.entries),
          postings: Number(counts?.postings),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
