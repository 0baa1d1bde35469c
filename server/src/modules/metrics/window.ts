// The last minute of HTTP traffic of this instance, for the console (modules/instances): requests,
// 5xx answers and the p99 latency over a sliding minute, fed by the same hook as the Prometheus
// families (http.ts). Small and bounded whatever the load: one slot per second, each a count, an
// error count and a latency histogram on a log scale (5 % wide buckets), so the p99 it answers is
// at most 5 % above the true one. Wall-clock time (the app clock may be a test's manual one).

const SLOTS = 60;
const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);
/** Latencies at or under 0.01 ms share the first bucket. */
const FLOOR_MS = 0.01;

interface Slot {
  second: number;
  requests: number;
  errors: number;
  buckets: Map<number, number>;
}

export interface TrafficFigures {
  /** Answers in the window. */
  requests: number;
  /** Of them, 5xx answers. */
  errors: number;
  /** How much of the last minute the window covers (less just after a start), in seconds. */
  seconds: number;
  /** The 99th percentile latency in milliseconds; null without requests. */
  p99Ms: number | null;
}

const bucketOf = (ms: number) =>
  ms <= FLOOR_MS ? 0 : Math.ceil(Math.log(ms / FLOOR_MS) / LOG_GROWTH);
/** A bucket's upper bound in milliseconds. */
const boundOf = (bucket: number) => FLOOR_MS * GROWTH ** bucket;

export class TrafficWindow {
  readonly #slots: (Slot | undefined)[] = new Array(SLOTS);
  readonly #now: () => number;
  readonly #startedAt: number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#startedAt = now();
  }

  observe(status: number, seconds: number): void {
    const second = Math.floor(this.#now() / 1000);
    const index = second % SLOTS;
    let slot = this.#slots[index];
    if (!slot || slot.second !== second) {
      slot = { second, requests: 0, errors: 0, buckets: new Map() };
      this.#slots[index] = slot;
    }
    slot.requests += 1;
    if (status >= 500) slot.errors += 1;
    const bucket = bucketOf(seconds * 1000);
    slot.buckets.set(bucket, (slot.buckets.get(bucket) ?? 0) + 1);
  }

  /** The last minute (the current second and the 59 before it). */
  figures(): TrafficFigures {
    const now = this.#now();
    const oldest = Math.floor(now / 1000) - SLOTS + 1;
    let requests = 0;
    let errors = 0;
    const merged = new Map<number, number>();
    for (const slot of this.#slots) {
      if (!slot || slot.second < oldest) continue;
      requests += slot.requests;
      errors += slot.errors;
      for (const [bucket, n] of slot.buckets) merged.set(bucket, (merged.get(bucket) ?? 0) + n);
    }
    const seconds = Math.min(SLOTS, Math.max(1, (now - this.#startedAt) / 1000));
    return { requests, errors, seconds, p99Ms: percentile(merged, requests, 0.99) };
  }
}

function percentile(buckets: Map<number, number>, total: number, rank: number): number | null {
  if (total === 0) return null;
  const wanted = Math.ceil(total * rank);
  let seen = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket)!;
    if (seen >= wanted) return boundOf(bucket);
  }
  return null;
}
