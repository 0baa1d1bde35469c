/**
 * The ledger: the ONLY code that changes balances anywhere in the server.
 *
 *   const ledger = new Ledger(database);              // one per process and database
 *   await ledger.credit({ userId, currencyId: 3, amount: '100', key: `deposit:${id}` });   // from 'external'
 *   await ledger.debit({ userId, currencyId: 3, amount: '40', key: `withdraw:${id}` });    // to 'external'
 *   // freeze / unfreeze / settleFrozen / moveBetweenTypes / transferBetweenUsers / post (any balanced legs)
 *
 *   // Business writes and money moves in ONE transaction (all-or-nothing):
 *   const order = await ledger.run(async (tx) => {
 *     const [row] = await tx.db.insert(orders).values({...}).returning();
 *     await tx.freeze({ userId, currencyId, amount, key: `order:${row.id}:freeze` });
 *     tx.afterCommit(() => events.publish(...));       // only after commit
 *     return row;
 *   });
 *
 * Rules: amounts are positive decimal strings with at most the currency's decimals (round with
 * lib/decimal.ts first); every operation has an idempotency key (a repeat returns the original entry
 * with replayed: true and applies nothing; a malformed command is refused before its key is looked up); a shortfall throws InsufficientFunds and nothing of that
 * command is applied. Inside run(), touch the database only through `tx` (on PGlite another query
 * would wait for the open transaction forever) and never call ledger.run() again.
 * Reads: ledger.balances(userId), ledger.account(ref); reconcile(database) audits the books.
 * Writes go through one in-process writer with group commit; on PostgreSQL each entry also locks its
 * account rows in id order, so several server processes cannot overdraw either.
 */
export { Ledger } from './ledger.ts';
export type { BalanceChange, LedgerObserver, LedgerTx, RefusalReason } from './tx.ts';
export {
  problemLine,
  reconcile,
  type Problem,
  type ProblemKind,
  type ReconcileReport,
} from './reconcile.ts';
export { InsufficientFunds, InvalidEntry, LedgerError, NestedLedgerRun } from './errors.ts';
export {
  ACCOUNT_TYPES,
  HOUSES_ALLOWED_NEGATIVE,
  KNOWN_HOUSES,
  houseAccount,
  userAccount,
  type AccountRef,
  type AccountType,
  type Bucket,
  type HouseName,
  type KnownHouse,
  type Owner,
} from './accounts.ts';
export type * from './operations.ts';
export type { EntryInput, EntryResult, Leg } from './post.ts';
export type { AccountBalance, UserBalance } from './reads.ts';
