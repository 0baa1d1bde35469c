// What a snapshot reads of the books, in ONE read-only REPEATABLE READ transaction (as the ledger's
// own audit reads them, ledger/reconcile.ts): transfers committed meanwhile are either wholly in it
// or wholly out, so the users' totals and the journal describe the same instant. Nothing is written.
import type { Database } from '../../db/index.ts';
import { array, rows, sql } from '../../ledger/sql.ts';

export interface ListedCoin {
  id: number;
  symbol: string;
  decimals: number;
}

export interface Books {
  /** The enabled currencies, by id: one sum per coin in every node. */
  coins: ListedCoin[];
  /** Every user, by id, whether they hold anything or not. */
  userIds: number[];
  /** Per user holding anything: "currency_id total" pairs (available + frozen, all account
   * types), comma-separated; a user absent here holds nothing. */
  totals: Map<number, string>;
  /** Per coin: what the journal's postings on users' accounts add up to. */
  journal: Map<number, string>;
}

export function readBooks(database: Database): Promise<Books> {
  return database.db.transaction(
    async (tx) => {
      const coins = (
        await rows<{ id: number; symbol: string; decimals: number }>(
          tx,
          sql`SELECT id, symbol, decimals FROM currencies WHERE enabled ORDER BY id`,
        )
      ).map((c) => ({ id: Number(c.id), symbol: c.symbol, decimals: Number(c.decimals) }));
      const listed = array(coins.map((c) => c.id));
      const users = await rows<{ id: number }>(tx, sql`SELECT id FROM users ORDER BY id`);
      // One row per user (not per account): a tenth of the rows to carry for ten coins.
      const held = await rows<{ user_id: number; totals: string }>(
        tx,
        sql`SELECT user_id, string_agg(currency_id::text || ' ' || total::text, ',') AS totals
              FROM (SELECT user_id, currency_id, sum(available + frozen) AS total
                      FROM ledger_accounts
                     WHERE user_id IS NOT NULL AND currency_id = ANY(${listed}::int[])
                     GROUP BY user_id, currency_id) t
             GROUP BY user_id`,
      );
      const journal = await rows<{ currency_id: number; total: string }>(
        tx,
        sql`SELECT p.currency_id, sum(p.amount)::text AS total
              FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
             WHERE a.user_id IS NOT NULL AND p.currency_id = ANY(${listed}::int[])
             GROUP BY p.currency_id`,
      );
      return {
        coins,
        userIds: users.map((u) => Number(u.id)),
        totals: new Map(held.map((h) => [Number(h.user_id), h.totals])),
        journal: new Map(journal.map((j) => [Number(j.currency_id), j.total])),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
