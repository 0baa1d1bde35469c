// Background work on the app's clock: interest accrual, option delivery, stop and liquidation checks,
// order time-outs... Each feature contributes jobs (server/src/modules/jobs/index.ts). In the running
// server every job runs on a real timer; tests never start the timers: they move the manual clock and
// call `app.scheduler.runAll()` (or `run(name)`), so time-based rules are tested deterministically.
// After every run the scheduler records its outcome in `job_runs` (runs.ts) for the console.
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
}

export type JobFactory = (deps: Deps) => Job[];

export class Scheduler {
  readonly #jobs: Job[];
  readonly #deps: Deps;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();

  constructor(deps: Deps, factories: readonly JobFactory[]) {
    this.#deps = deps;
    this.#jobs = factories.flatMap((factory) => factory(deps));
    const names = new Set<string>();
    for (const job of this.#jobs) {
      if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      names.add(job.name);
    }
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
    return this.#runOnce(job);
  }

  /** Runs every job once, in registration order (tests call this after moving the clock). */
  async runAll(): Promise<void> {
    for (const job of this.#jobs) await this.#runOnce(job);
  }

  /** Starts the timers (the running server only). */
  start(): void {
    for (const job of this.#jobs) {
      const timer = setInterval(() => {
        this.#runOnce(job).catch((error: unknown) =>
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
    await Promise.allSettled([...this.#running.values()]);
  }

  #runOnce(job: Job): Promise<void> {
    const inFlight = this.#running.get(job.name);
    if (inFlight) return inFlight;
    const run = this.#runAndRecord(job).finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, run);
    return run;
  }

  /** Runs the job and records the outcome; a failure is recorded, then thrown as before. */
  async #runAndRecord(job: Job): Promise<void> {
    const now = this.#deps.clock();
    let error: unknown;
    try {
      await job.run(now);
    } catch (thrown) {
      error = thrown ?? new Error('failed');
      throw thrown;
    } finally {
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
