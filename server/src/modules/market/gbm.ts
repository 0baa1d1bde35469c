// A geometric Brownian motion sampled every minute from a fixed anchor, evaluated in O(1) amortised:
// - the log price at the start of every day is a running sum of one normal draw per day (the exact law
//   of 1440 minute steps), cached as it is first reached;
// - inside a day the minutes follow a Brownian bridge between the two day checkpoints, built from
//   counter-based draws and cached per day. Together this is exactly a minute-step GBM path, and the
//   same instant always yields the same price.
// Inside a minute the price moves every SUB_STEP_MS: a seeded Brownian bridge of SUB_STEPS points from
// the previous minute's close to this minute's close (the last point IS the close), with the same
// volatility per unit of time. The minute closes above are untouched by it.
import { normal, uniform } from './random.ts';

export const STEP_MS = 60_000;
export const STEPS_PER_DAY = 1440;
/** 5-second price steps inside each minute; the last one holds the minute's close. */
export const SUB_STEPS = 12;
export const SUB_STEP_MS = STEP_MS / SUB_STEPS;
const MINUTES_PER_YEAR = 365.25 * STEPS_PER_DAY;
const DAY_STREAM = 1;
const MINUTE_STREAM = 2;
const BRIDGE_STREAM = 3;
const DAY_CACHE_SIZE = 8;

export interface GbmOptions {
  readonly anchorPrice: number;
  /** Annualised volatility of log returns. */
  readonly volatility: number;
  readonly seed: number;
}

export class GbmPath {
  readonly #logAnchor: number;
  readonly #sigmaStep: number;
  readonly #seed: number;
  /** Log price at the start of day d (index d). */
  readonly #checkpoints: number[];
  /** Minute paths of recently used days: offsets from the day's opening log price, 1441 points. */
  readonly #days = new Map<number, Float64Array>();
  /** Log points of the last bridged minute (index 0 = previous close, SUB_STEPS = this close). */
  readonly #bridge = new Float64Array(SUB_STEPS + 1);
  #bridgeStep = -1;

  constructor(options: GbmOptions) {
    if (!(options.anchorPrice > 0)) throw new RangeError('anchor price must be positive');
    this.#logAnchor = Math.log(options.anchorPrice);
    this.#sigmaStep = options.volatility / Math.sqrt(MINUTES_PER_YEAR);
    this.#seed = options.seed;
    this.#checkpoints = [this.#logAnchor];
  }

  /** Price at step `step` (minutes since the anchor, >= 0). No drift in log space: the median stays put. */
  priceAt(step: number): number {
    if (!Number.isInteger(step) || step < 0) throw new RangeError(`invalid step ${step}`);
    return Math.exp(this.#logAt(step));
  }

  /**
   * Price at point `sub` (1..SUB_STEPS) of minute `step`'s bridge: the price during the sub-th 5-second
   * step of that minute. Point SUB_STEPS is priceAt(step); minute 0 bridges from its own close.
   */
  subPriceAt(step: number, sub: number): number {
    if (!Number.isInteger(sub) || sub < 1 || sub > SUB_STEPS)
      throw new RangeError(`invalid sub-step ${sub}`);
    if (sub === SUB_STEPS) return this.priceAt(step);
    if (this.#bridgeStep !== step) this.#fillBridge(step);
    return Math.exp(this.#bridge[sub]!);
  }

  #fillBridge(step: number): void {
    const to = this.#logAt(step);
    const from = step > 0 ? this.#logAt(step - 1) : to;
    const sigmaSub = this.#sigmaStep / Math.sqrt(SUB_STEPS);
    const b = this.#bridge;
    b[0] = 0;
    // Box-Muller pairs (cos and sin of one draw): two independent normals per pair of uniforms.
    for (let k = 1; k <= SUB_STEPS; k += 2) {
      const r = sigmaSub * Math.sqrt(-2 * Math.log(uniform(this.#seed, BRIDGE_STREAM, step, k)));
      const a = 2 * Math.PI * uniform(this.#seed, BRIDGE_STREAM, step, k + 1);
      b[k] = b[k - 1]! + r * Math.cos(a);
      b[k + 1] = b[k]! + r * Math.sin(a);
    }
    const end = b[SUB_STEPS]!;
    for (let k = 0; k <= SUB_STEPS; k++) {
      const f = k / SUB_STEPS;
      b[k] = from + f * (to - from) + b[k]! - f * end;
    }
    this.#bridgeStep = step;
  }

  #logAt(step: number): number {
    if (!Number.isInteger(step) || step < 0) throw new RangeError(`invalid step ${step}`);
    const day = Math.floor(step / STEPS_PER_DAY);
    const minute = step - day * STEPS_PER_DAY;
    return this.#checkpoint(day) + this.#dayPath(day)[minute]!;
  }

  #checkpoint(day: number): number {
    const points = this.#checkpoints;
    const sigmaDay = this.#sigmaStep * Math.sqrt(STEPS_PER_DAY);
    for (let d = points.length; d <= day; d++) {
      points.push(points[d - 1]! + sigmaDay * normal(this.#seed, DAY_STREAM, d - 1));
    }
    return points[day]!;
  }

  #dayPath(day: number): Float64Array {
    const cached = this.#days.get(day);
    if (cached) {
      this.#days.delete(day); // re-insert: most recently used last
      this.#days.set(day, cached);
      return cached;
    }
    const total = this.#checkpoint(day + 1) - this.#checkpoint(day);
    const walk = new Float64Array(STEPS_PER_DAY + 1);
    for (let k = 1; k <= STEPS_PER_DAY; k++) {
      walk[k] = walk[k - 1]! + this.#sigmaStep * normal(this.#seed, MINUTE_STREAM, day, k);
    }
    // Brownian bridge pinned to the day's total move: walk[k] - (k/N)(walk[N] - total).
    const end = walk[STEPS_PER_DAY]!;
    for (let k = 0; k <= STEPS_PER_DAY; k++) {
      walk[k] = walk[k]! - (k / STEPS_PER_DAY) * (end - total);
    }
    this.#days.set(day, walk);
    if (this.#days.size > DAY_CACHE_SIZE) this.#days.delete(this.#days.keys().next().value!);
    return walk;
  }
}
