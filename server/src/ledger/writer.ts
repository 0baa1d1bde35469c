// The single in-process writer with group commit: every job queued while a transaction is being
// committed goes into the next transaction together.
// - A `run` job (business callback) gets its own savepoint, so when it fails it is rolled back alone.
// - Consecutive `grouped` jobs of the same handler (plain ledger operations) are applied by ONE call
//   of the handler (one SQL round trip); the handler reports an outcome per item.
// If the transaction as a whole fails (a commit-time check, a lost connection, a deadlock), each job
// is retried alone in its own transaction, so only the faulty one fails.
import { AsyncLocalStorage } from 'node:async_hooks';
import { context, type Context } from '@opentelemetry/api';
import type { Db } from '../db/index.ts';
import { NestedLedgerRun, sqlState } from './errors.ts';

export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: unknown };
export type GroupHandler<I, T> = (db: Db, items: I[]) => Promise<Outcome<T>[]>;
export interface RunWork<T> {
  run(savepoint: Db): Promise<T>;
  /** The transaction holding the job committed (called before the job's promise resolves). */
  committed?(): void;
}
type Job = { resolve(value: unknown): void; reject(error: unknown): void; attempts: number } & (
  | { kind: 'run'; work: RunWork<unknown>; trace: Context }
  | { kind: 'grouped'; handler: GroupHandler<unknown, unknown>; item: unknown }
);

// Lock conflicts between processes: retried in a later transaction, once this one's locks are gone.
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
const MAX_ATTEMPTS = 5;
const insideWriter = new AsyncLocalStorage<true>();

export class GroupCommitWriter {
  readonly #db: Db;
  readonly #maxBatch: number;
  #queue: Job[] = [];
  #draining: Promise<void> | undefined;
  /** Told the size of every transaction it commits or tries (the metrics' batch histogram). */
  onBatch: ((size: number) => void) | undefined;

  constructor(db: Db, maxBatch = 1000) {
    this.#db = db;
    this.#maxBatch = maxBatch;
  }

  /** Jobs waiting for the next transaction (not those of the one in flight). */
  get queueDepth(): number {
    return this.#queue.length;
  }

  submitRun<T>(work: RunWork<T>): Promise<T> {
    return this.#enqueue((resolve, reject) => ({
      kind: 'run',
      work,
      // The submitter's trace context: a batch runs in the context of whoever started the drain,
      // and each run's queries belong under its own caller's span (ledger.run).
      trace: context.active(),
      resolve,
      reject,
      attempts: 0,
    }));
  }

  submitGrouped<I, T>(handler: GroupHandler<I, T>, item: I): Promise<T> {
    return this.#enqueue((resolve, reject) => ({
      kind: 'grouped',
      handler: handler as GroupHandler<unknown, unknown>,
      item,
      resolve,
      reject,
      attempts: 0,
    }));
  }

  /** Resolves when every job queued so far has settled. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Throws when called from a job: waiting for the writer there would wait for itself forever. */
  static assertOutsideWriter(): void {
    if (insideWriter.getStore())
      throw new NestedLedgerRun(
        'ledger called from inside a ledger.run() callback: use the tx you were given',
      );
  }

  async #enqueue<T>(
    make: (resolve: (v: unknown) => void, reject: (e: unknown) => void) => Job,
  ): Promise<T> {
    GroupCommitWriter.assertOutsideWriter();
    return new Promise<T>((resolve, reject) => {
      this.#queue.push(make(resolve as (v: unknown) => void, reject));
      this.#draining ??= this.#drain();
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        // Let the callers that the last commit released (and anyone else ready in this turn of the
        // event loop) queue their next job first: without this wait, a batch of 49 and a batch of 1
        // alternated, and every batch costs a full commit.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.#commit(this.#queue.splice(0, this.#maxBatch));
      }
    } finally {
      this.#draining = undefined;
    }
  }

  async #commit(batch: Job[]): Promise<void> {
    this.onBatch?.(batch.length);
    const outcomes: Outcome[] = [];
    try {
      await this.#db.transaction(async (tx) => {
        for (let i = 0; i < batch.length;) {
          const job = batch[i]!;
          if (job.kind === 'run') {
            outcomes.push(await context.with(job.trace, () => runInSavepoint(tx as Db, job.work)));
            i++;
            continue;
          }
          let end = i + 1;
          while (
            end < batch.length &&
            batch[end]!.kind === 'grouped' &&
            (batch[end] as typeof job).handler === job.handler
          )
            end++;
          const items = batch.slice(i, end).map((j) => (j as typeof job).item);
          outcomes.push(...(await insideWriter.run(true, () => job.handler(tx as Db, items))));
          i = end;
        }
      });
    } catch (batchError) {
      if (batch.length > 1) {
        for (const job of batch) await this.#commit([job]);
      } else {
        this.#settle(batch[0]!, { ok: false, error: batchError });
      }
      return;
    }
    batch.forEach((job, i) => this.#settle(job, outcomes[i]!));
  }

  #settle(job: Job, outcome: Outcome): void {
    if (outcome.ok) {
      if (job.kind === 'run') runSafely(() => job.work.committed?.());
      job.resolve(outcome.value);
    } else if (RETRYABLE.has(sqlState(outcome.error) ?? '') && ++job.attempts < MAX_ATTEMPTS) {
      this.#queue.push(job);
    } else {
      job.reject(outcome.error);
    }
  }
}

async function runInSavepoint(tx: Db, work: RunWork<unknown>): Promise<Outcome> {
  try {
    return {
      ok: true,
      value: await insideWriter.run(true, () =>
        tx.transaction((savepoint) => work.run(savepoint as Db)),
      ),
    };
  } catch (error) {
    return { ok: false, error };
  }
}

// An after-commit listener must not break the writer: the money has moved either way.
function runSafely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('ledger: after-commit listener failed', error);
  }
}
