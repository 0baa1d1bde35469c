// The user's balance journal, read from the ledger's postings: one line per (entry, account) whose
// total changed, with the account's total after it (a running sum in entry order).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import type { AccountType } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';

export interface JournalFilter {
  userId: number;
  currencyId?: number;
  type?: AccountType;
}

type Row = Record<string, unknown>;

async function select(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

function lines(filter: JournalFilter): SQL {
  const currency =
    filter.currencyId === undefined ? sql`` : sql` AND a.currency_id = ${filter.currencyId}`;
  const type = filter.type === undefined ? sql`` : sql` AND a.account_type = ${filter.type}`;
  return sql`WITH changes AS (
      SELECT p.entry_id, p.account_id, a.account_type, a.currency_id, sum(p.amount) AS amount
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.user_id = ${filter.userId}${currency}${type}
      GROUP BY p.entry_id, p.account_id, a.account_type, a.currency_id),
    running AS (
      SELECT c.*, sum(c.amount) OVER (PARTITION BY c.account_id ORDER BY c.entry_id) AS balance FROM changes c)
    `;
}

export async function countJournal(db: Db, filter: JournalFilter): Promise<number> {
  const [row] = await select(
    db,
    sql`${lines(filter)} SELECT count(*) AS n FROM running WHERE amount <> 0`,
  );
  return Number(row?.n ?? 0);
}

export async function readJournal(db: Db, filter: JournalFilter, limit: number, offset: number) {
  const found = await select(
    db,
    sql`${lines(filter)} SELECT r.entry_id, r.account_id, r.account_type, r.currency_id, r.amount::text AS amount,
        r.balance::text AS balance, e.kind, e.created_at, cur.symbol, cur.decimals
      FROM running r JOIN ledger_entries e ON e.id = r.entry_id JOIN currencies cur ON cur.id = r.currency_id
      WHERE r.amount <> 0 ORDER BY r.entry_id DESC, r.account_id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return found.map((row) => ({
    id: `${String(row.entry_id)}-${String(row.account_id)}`,
    kind: String(row.kind),
    type: row.account_type as AccountType,
    currency_id: Number(row.currency_id),
    symbol: String(row.symbol),
    decimals: Number(row.decimals),
    amount: toDecimalString(String(row.amount)),
    balance: toDecimalString(String(row.balance)),
    created_at: new Date(row.created_at as string).toISOString(),
  }));
}
