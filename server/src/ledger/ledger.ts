import type { Database } from '../db/index.ts';
import type { AccountRef } from './accounts.ts';
import { CurrencyDecimals } from './currencies.ts';
import {
  entries,
  type CreditInput,
  type DebitInput,
  type FreezeInput,
  type MoveBetweenTypesInput,
  type SettleFrozenInput,
  type TransferBetweenUsersInput,
} from './operations.ts';
import { postPrepared, prepareEntry, type EntryInput, type EntryResult } from './post.ts';
import { readAccount, readUserBalances, type AccountBalance, type UserBalance } from './reads.ts';
import {
  balanceChanges,
  LedgerTx,
  refusalOf,
  type BalanceChange,
  type BalanceListener,
  type LedgerObserver,
} from './tx.ts';
import { tracePosting, traceRun } from './tracing.ts';
import { GroupCommitWriter } from './writer.ts';

export class Ledger {
  readonly database: Database;
  readonly #decimals = new CurrencyDecimals();
  readonly #writer: GroupCommitWriter;
  readonly #listeners = new Set<BalanceListener>();
  readonly #observers = new Set<LedgerObserver>();
  // One object for every LedgerTx: it fans out to whoever observes at the time.
  readonly #notify: LedgerObserver = {
    posted: (count) => this.#observers.forEach((o) => o.posted(count)),
    refused: (reason) => this.#observers.forEach((o) => o.refused(reason)),
    batch: (size) => this.#observers.forEach((o) => o.batch(size)),
  };

  constructor(database: Database, options: { maxBatch?: number } = {}) {
    this.database = database;
    this.#writer = new GroupCommitWriter(database.db, options.maxBatch);
    this.#writer.onBatch = this.#notify.batch;
  }

  /**
   * Runs `fn` in the single writer, inside one database transaction (its own savepoint, batched
   * with other commands). Everything it does through `tx` commits or rolls back together.
   * `fn` may run again if its batch fails at commit, so it must act only through `tx`.
   */
  run<T>(fn: (tx: LedgerTx) => Promise<T>): Promise<T> {
    let tx: LedgerTx | undefined;
    return traceRun(() =>
      this.#writer.submitRun({
        run: (savepoint) =>
          fn(
            (tx = new LedgerTx(
              savepoint,
              this.#decimals,
              (changes) => this.#changed(changes),
              this.#notify,
            )),
          ),
        committed: () => tx?.runAfterCommit(),
      }),
    );
  }

  /** Any balanced entry. Validated up front, then applied with the other queued entries in one round trip. */
  async post(input: EntryInput): Promise<EntryResult> {
    GroupCommitWriter.assertOutsideWriter();
    let result: EntryResult;
    try {
      result = await tracePosting(input, async () => {
        const prepared = await prepareEntry(this.database.db, this.#decimals, input);
        return this.#writer.submitGrouped(postPrepared, prepared);
      });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) this.#notify.refused(reason);
      throw error;
    }
    if (result.replayed) return result;
    this.#notify.posted(1);
    if (this.#listeners.size > 0) this.#changed(balanceChanges(input));
    return result;
  }

  /** Hears what the ledger does (entries, refusals, batches: the app's metrics). Returns the way to stop. */
  observe(observer: LedgerObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Hears, after each commit, whose balances changed (the app turns them into balance.changed
   * events, so every money movement reaches the user's socket). Returns the way to stop. */
  onBalancesChanged(listener: BalanceListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  credit(op: CreditInput) {
    return this.#plain(() => entries.credit(op));
  }
  debit(op: DebitInput) {
    return this.#plain(() => entries.debit(op));
  }
  freeze(op: FreezeInput) {
    return this.#plain(() => entries.freeze(op));
  }
  unfreeze(op: FreezeInput) {
    return this.#plain(() => entries.unfreeze(op));
  }
  settleFrozen(op: SettleFrozenInput) {
    return this.#plain(() => entries.settleFrozen(op));
  }
  moveBetweenTypes(op: MoveBetweenTypesInput) {
    return this.#plain(() => entries.moveBetweenTypes(op));
  }
  transferBetweenUsers(op: TransferBetweenUsersInput) {
    return this.#plain(() => entries.transferBetweenUsers(op));
  }

  /** Committed balances of every account of a user. */
  balances(userId: number): Promise<UserBalance[]> {
    return readUserBalances(this.database.db, userId);
  }
  /** Committed balance of one account ("0"s when never used). */
  account(ref: AccountRef): Promise<AccountBalance> {
    return readAccount(this.database.db, ref);
  }
  /** Commands waiting for the writer's next transaction. */
  get queueDepth(): number {
    return this.#writer.queueDepth;
  }
  /** Waits until every command submitted so far has settled (call before closing the database). */
  idle(): Promise<void> {
    return this.#writer.idle();
  }

  #changed(changes: BalanceChange[]): void {
    if (changes.length === 0) return;
    for (const listener of this.#listeners) {
      try {
        listener(changes);
      } catch (error) {
        console.error('ledger: balance listener failed', error);
      }
    }
  }

  // Builder errors (bad input) become a rejected promise, like every other ledger failure.
  async #plain(build: () => EntryInput): Promise<EntryResult> {
    return this.post(build());
  }
}
