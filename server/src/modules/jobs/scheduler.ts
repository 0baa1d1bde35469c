// Background work on the app's clock: interest accrual, option delivery, stop and liquidation checks,
// order time-outs... Each feature contributes jobs (server/src/modules/jobs/index.ts). In the running
// server every job runs on a real timer; tests never start the timers: they move the manual clock and
// call `app.scheduler.runAll()` (or `run(name)`), so time-based rules are tested deterministically.
import type { Deps } from '../../http/context.ts';

export interface Job {
  /** Unique, e.g. 'trust.accrue'. */
  name: string;
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
    const run = job.run(this.#deps.clock()).finally(() => this.#running.delete(job.name));
    this.#running.set(job.name, run);
    return run;
  }
}
