import { Counter, Gauge, Histogram } from 'prom-client';
import { epochSeconds, type Registers } from './scrape.ts';

// The background jobs as this instance runs them (modules/jobs/scheduler.ts reports into it).
// Wall-clock time, not the app clock: Prometheus compares these with its own time().
// The job's name is in a `task` label: `job` is the label Prometheus gives every series of a
// scrape target (it would rename ours `exported_job`); ops/ groups by `task`.

interface Scheduled {
  everyMs: number;
  /** When a timer tick last found the job on schedule (ran it, or another instance held it). */
  onTimeAt: number;
}

export class JobMetrics {
  readonly #runs: Counter<'task'>;
  readonly #failures: Counter<'task'>;
  readonly #duration: Histogram<'task'>;
  readonly #period: Gauge<'task'>;
  readonly #lastSuccess: Gauge<'task'>;
  /** Only once the timers run is a job due at all (tests and JOBS=false start none). */
  readonly #scheduled = new Map<string, Scheduled>();

  constructor(registers: Registers) {
    const labelNames = ['task'] as const;
    this.#runs = new Counter({
      name: 'coinhub_job_runs_total',
      help: 'Runs of a background job on this instance.',
      labelNames,
      registers,
    });
    this.#failures = new Counter({
      name: 'coinhub_job_failures_total',
      help: 'Runs of a background job on this instance that failed.',
      labelNames,
      registers,
    });
    this.#duration = new Histogram({
      name: 'coinhub_job_duration_seconds',
      help: 'Time one run of a background job took.',
      labelNames,
      buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    });
    this.#period = new Gauge({
      name: 'coinhub_job_period_seconds',
      help: 'How often a background job is due.',
      labelNames,
      registers,
    });
    this.#lastSuccess = new Gauge({
      name: 'coinhub_job_last_success_timestamp_seconds',
      help: 'When a run of the job last succeeded on this instance, in seconds since the epoch.',
      labelNames,
      registers,
    });
    const scheduled = this.#scheduled;
    new Gauge({
      name: 'coinhub_job_lag_seconds',
      help: 'How far behind schedule a job is now: time since its last due run should have started (0 on time). Only where the timers run.',
      labelNames,
      registers,
      collect() {
        this.reset();
        const now = Date.now();
        for (const [task, { everyMs, onTimeAt }] of scheduled)
          this.set({ task }, Math.max(0, now - (onTimeAt + everyMs)) / 1000);
      },
    });
  }

  /** The scheduler's jobs (their periods are known before any run). */
  registered(jobs: readonly { name: string; everyMs: number }[]): void {
    for (const { name, everyMs } of jobs) {
      this.#period.set({ task: name }, everyMs / 1000);
      this.#runs.inc({ task: name }, 0);
      this.#failures.inc({ task: name }, 0);
    }
  }

  /** The timers started: from now on each job is due once per period. */
  started(jobs: readonly { name: string; everyMs: number }[]): void {
    const now = Date.now();
    for (const { name, everyMs } of jobs) this.#scheduled.set(name, { everyMs, onTimeAt: now });
  }

  stopped(): void {
    this.#scheduled.clear();
  }

  /** A tick found the job on schedule (a tick that finds the last run still going does not). */
  onTime(job: string): void {
    const scheduled = this.#scheduled.get(job);
    if (scheduled) scheduled.onTimeAt = Date.now();
  }

  ran(task: string, seconds: number, failed: boolean): void {
    this.#runs.inc({ task });
    this.#duration.observe({ task }, seconds);
    if (failed) this.#failures.inc({ task });
    else this.#lastSuccess.set({ task }, epochSeconds(Date.now()));
  }
}
