// What a ledger.run() callback receives: the open transaction for its own business writes, and the
// ledger operations that join the same transaction (all-or-nothing together).
import type { Db } from '../db/index.ts';
import type { CurrencyDecimals } from './currencies.ts';
import {
  entries,
  type CreditInput,
  type DebitInput,
  type FreezeInput,
  type MoveBetweenTypesInput,
  type SettleFrozenInput,
  type TransferBetweenUsersInput,
} from './operations.ts';
import { postEntry, type EntryInput, type EntryResult } from './post.ts';
import { readAccount, type AccountBalance } from './reads.ts';
import { isHouse, type AccountRef } from './accounts.ts';
import { InsufficientFunds, InvalidEntry } from './errors.ts';
import { tracePosting } from './tracing.ts';

/** A user's balance in one currency changed (any account type); the ledger says so after commit. */
export interface BalanceChange {
  userId: number;
  currencyId: number;
}
export type BalanceListener = (changes: BalanceChange[]) => void;

/** What the ledger tells its observers (the app's metrics, modules/metrics/ledger.ts). */
export interface LedgerObserver {
  /** Entries a commit wrote to the journal (a replayed key adds none). */
  posted(count: number): void;
  /** A command refused: for want of funds, or malformed. */
  refused(reason: RefusalReason): void;
  /** The number of commands one writer transaction carried. */
  batch(size: number): void;
}
export type RefusalReason = 'insufficient_balance' | 'invalid_entry';

/** Why the ledger refused a command, when it did (other errors are not refusals). */
export function refusalOf(error: unknown): RefusalReason | undefined {
  if (error instanceof InsufficientFunds) return 'insufficient_balance';
  if (error instanceof InvalidEntry) return 'invalid_entry';
  return undefined;
}

/** The users' balances an applied entry changed, one per user and currency. */
export function balanceChanges(input: EntryInput): BalanceChange[] {
  const seen = new Map<string, BalanceChange>();
  for (const { account } of input.legs) {
    if (isHouse(account)) continue;
    seen.set(`${account.userId}:${account.currencyId}`, {
      userId: account.userId,
      currencyId: account.currencyId,
    });
  }
  return [...seen.values()];
}

export class LedgerTx {
  /** The drizzle transaction: do the business writes (orders, records...) with it. */
  readonly db: Db;
  readonly #decimals: CurrencyDecimals;
  readonly #afterCommit: (() => void)[] = [];
  readonly #changes: BalanceChange[] = [];
  readonly #onChanges: BalanceListener;
  readonly #observer: Pick<LedgerObserver, 'posted' | 'refused'> | undefined;
  #posted = 0;

  constructor(
    db: Db,
    decimals: CurrencyDecimals,
    onChanges: BalanceListener = () => {},
    observer?: Pick<LedgerObserver, 'posted' | 'refused'>,
  ) {
    this.db = db;
    this.#decimals = decimals;
    this.#onChanges = onChanges;
    this.#observer = observer;
  }

  /** Any balanced entry (e.g. a swap: four legs in two currencies). */
  async post(input: EntryInput): Promise<EntryResult> {
    let result: EntryResult;
    try {
      result = await tracePosting(input, () => postEntry(this.db, this.#decimals, input));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) this.#observer?.refused(reason);
      throw error;
    }
    if (!result.replayed) {
      this.#changes.push(...balanceChanges(input));
      this.#posted++;
    }
    return result;
  }
  credit(op: CreditInput) {
    return this.post(entries.credit(op));
  }
  debit(op: DebitInput) {
    return this.post(entries.debit(op));
  }
  freeze(op: FreezeInput) {
    return this.post(entries.freeze(op));
  }
  unfreeze(op: FreezeInput) {
    return this.post(entries.unfreeze(op));
  }
  settleFrozen(op: SettleFrozenInput) {
    return this.post(entries.settleFrozen(op));
  }
  moveBetweenTypes(op: MoveBetweenTypesInput) {
    return this.post(entries.moveBetweenTypes(op));
  }
  transferBetweenUsers(op: TransferBetweenUsersInput) {
    return this.post(entries.transferBetweenUsers(op));
  }

  /** A balance as this transaction sees it (including its own uncommitted changes). */
  account(ref: AccountRef): Promise<AccountBalance> {
    return readAccount(this.db, ref);
  }
  /** Runs once the transaction has committed (e.g. push a "balance changed" event); never on rollback. */
  afterCommit(callback: () => void): void {
    this.#afterCommit.push(callback);
  }
  runAfterCommit(): void {
    if (this.#posted > 0) this.#observer?.posted(this.#posted);
    for (const callback of this.#afterCommit) {
      try {
        callback();
      } catch (error) {
        console.error('ledger: after-commit callback failed', error);
      }
    }
    const changes = new Map(this.#changes.map((c) => [`${c.userId}:${c.currencyId}`, c]));
    if (changes.size > 0) this.#onChanges([...changes.values()]);
  }
}
