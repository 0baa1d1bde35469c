// Background work on the app's clock: interest accrual, option delivery, stop and liquidation checks,
// order time-outs... Each feature contributes jobs (server/src/modules/jobs/index.ts). In the running
// server every job runs on a real timer; tests never start the timers: they move the manual clock and
// call `app.scheduler.runAll()` (or `run(name)`), so time-based rules are tested deterministically.
// After every run the scheduler records its outcome in `job_runs` (runs.ts) for the console.
// Several instances on one PostgreSQL: each run holds the job's cluster-wide lock (an advisory lock
// on the instance's link), so two instances never run one job at once; a timer that finds it taken
// skips (the holder does what is due, the next tick catches up), an explicit run waits its turn.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Deps } from '../../http/context.ts';
import { recordJobRun } from './runs.ts';

export interface Job {
  /** Unique, e.g. 'trust.accrue'. */
  name: string;
  /** What it does, for the operator (the console's dashboard lists every job). */
  description: string;
  /** How often the running server calls it. */
  everyMs: number;
  /** Does whatever is due at `now` (the app clock). Must be idempotent: a repeat call changes nothing. */
  run(now: Date): Promise<void>;
  /** Runs on every instance without the cluster lock: work for this instance's own sockets only. */
  perInstance?: boolean;
}

export type JobFactory = (deps: Deps) => Job[];

/** Cluster-wide exclusion of a job's runs (cluster/link.ts); none on PGlite, which is one process. */
export interface JobLock {
  tryLock(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
}

const LOCK_POLL_MS = 50;
const LOCK_MAX_WAIT_MS = 120_000;

export class Scheduler {
  readonly #jobs: Job[];
  readonly #deps: Deps;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();
  readonly #lock: JobLock | undefined;

  constructor(deps: Deps, factories: readonly JobFactory[], lock?: JobLock) {
    this.#deps = deps;
    this.#lock = lock;
    this.#jobs = factories.flatMap((factory) => factory(deps));
    const names = new Set<string>();
    for (const job of this.#jobs) {
      if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      names.add(job.name);
    }
    deps.metrics?.jobs.registered(this.#jobs);
  }

  get names(): string[] {
    return this.#jobs.map((job) => job.name);
  }

  /** Every registered job, in registration order. */
  get jobs(): readonly Pick<Job, 'name' | 'description' | 'everyMs'>[] {
    return this.#jobs.map(({ name, description, everyMs }) => ({ name, description, everyMs }));
  }

  /** Runs one job now (at the app clock); a call while it is still running waits for that run. */
  run(name: string): Promise<void> {
    const job = this.#jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    return this.#runOnce(job, true);
  }

  /** Runs every job once, in registration order (tests call this after moving the clock). */
  async runAll(): Promise<void> {
    for (const job of this.#jobs) await this.#runOnce(job, true);
  }

  /** Starts the timers (the running server only). */
  start(): void {
    this.#deps.metrics?.jobs.started(this.#jobs);
    for (const job of this.#jobs) {
      const timer = setInterval(() => {
        // On schedule unless the last run is still going (a lock held elsewhere counts as on time).
        if (!this.#running.has(job.name)) this.#deps.metrics?.jobs.onTime(job.name);
        this.#runOnce(job, false).catch((error: unknown) =>
          this.#deps.log.error({ err: error, job: job.name }, 'job failed'),
        );
      }, job.everyMs);
      timer.unref();
      this.#timers.push(timer);
    }
  }

  /** Stops the timers and waits for runs in flight. */
  async stop(): Promise<void> {
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    this.#deps.metrics?.jobs.stopped();
    await Promise.allSettled([...this.#running.values()]);
  }

  #runOnce(job: Job, wait: boolean): Promise<void> {
    const inFlight = this.#running.get(job.name);
    if (inFlight) return inFlight;
    const run = this.#runExclusive(job, wait).finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, run);
    return run;
  }

  /** Runs the job under its cluster lock; without waiting, a lock held elsewhere skips the run. */
  async #runExclusive(job: Job, wait: boolean): Promise<void> {
    const lock = this.#lock;
    if (!lock || job.perInstance) return this.#runAndRecord(job);
    const key = `job:${job.name}`;
    for (let waited = 0; !(await lock.tryLock(key)); waited += LOCK_POLL_MS) {
      if (!wait) return;
      if (waited >= LOCK_MAX_WAIT_MS)
        throw new Error(`job ${job.name}: held by another instance for ${LOCK_MAX_WAIT_MS} ms`);
      await sleep(LOCK_POLL_MS);
    }
    try {
      await this.#runAndRecord(job);
    } finally {
      await lock.unlock(key);
    }
  }

  /** Runs the job and records the outcome; a failure is recorded, then thrown as before. */
  async #runAndRecord(job: Job): Promise<void> {
    const now = this.#deps.clock();
    const started = performance.now();
    let error: unknown;
    try {
      await job.run(now);
    } catch (thrown) {
      error = thrown ?? new Error('failed');
      throw thrown;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      this.#deps.metrics?.jobs.ran(job.name, seconds, error !== undefined);
      await this.#record(job.name, now, error);
    }
  }

  async #record(name: string, at: Date, error: unknown): Promise<void> {
    try {
      await recordJobRun(this.#deps.db, name, at, error);
    } catch (failure) {
      // The record is for the dashboard; it never changes a run's outcome.
      this.#deps.log.error({ err: failure, job: name }, 'could not record the job run');
    }
  }
}
