// Taking a snapshot: read the books in one consistent read, check them, build the tree, store it.
// Books that do not match the ledger are stored as a refused attempt, with why, and nothing is
// published. Read-only on the ledger: no balance is ever touched here.
import type { Database, Db } from '../../db/index.ts';
import type { SnapshotTrigger } from '../../db/schema/liabilities.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { checkBooks } from './check-books.ts';
import { readBooks } from './read-books.ts';
import { storeAttempt, type SnapshotRow } from './store.ts';
import { buildTree } from './tree.ts';
import { adminView } from './views.ts';

export interface TakeOptions {
  now: Date;
  trigger: SnapshotTrigger;
  /** An operator's request: written to the audit log in the transaction that stores it. */
  actor?: Actor;
}

export async function takeSnapshot(database: Database, options: TakeOptions) {
  const started = performance.now();
  const books = await readBooks(database);
  const checked = checkBooks(books);
  const publishable = checked.problems.length === 0;
  const tree = publishable
    ? buildTree(books.userIds, checked.balances, books.coins.length)
    : undefined;
  const row = await database.db.transaction(async (tx) => {
    const stored = await storeAttempt(tx, {
      takenAt: options.now,
      trigger: options.trigger,
      accountCount: books.userIds.length,
      figures: checked.figures,
      problems: checked.problems,
      tree,
      elapsedMs: () => performance.now() - started,
    });
    if (options.actor) await audit(tx, options.actor, stored);
    return stored;
  });
  return adminView(row);
}

async function audit(tx: Db, actor: Actor, row: SnapshotRow) {
  await recordAudit(tx, row.takenAt, actor, {
    action: 'liabilities.snapshot',
    targetType: 'liability_snapshot',
    targetId: String(row.id),
    before: null,
    after: {
      status: row.status,
      root_hash: row.rootHash,
      account_count: row.accountCount,
      problems: row.problems.length,
    },
  });
}
