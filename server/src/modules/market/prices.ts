// Market prices. Everything is priced in USDT through a PriceSource; the reference server uses the
// seeded simulator below (ARCHITECTURE section 5: honest, deterministic, no manipulation). A real
// exchange feed would implement the same interface and be installed with setPriceSource().
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { COIN_MODELS, USDT_ID, type CoinModel } from './coins.ts';
import { GbmPath, STEP_MS, SUB_STEP_MS, SUB_STEPS } from './gbm.ts';

export interface PriceSource {
  /** Whether the source prices this currency. */
  supports(currencyId: number): boolean;
  /** USDT price of one unit of the currency at `at`, as a decimal string. */
  usdtPrice(currencyId: number, at: Date): string;
}

/** History starts here; instants before it get the anchor price. */
export const MARKET_ANCHOR = new Date('2026-01-01T00:00:00Z');
const SIGNIFICANT_DIGITS = 8;

export class UnknownMarket extends Error {
  readonly currencyId: number;
  constructor(currencyId: number) {
    super(`no market for currency ${currencyId}`);
    this.currencyId = currencyId;
    this.name = 'UnknownMarket';
  }
}

/** Minute step of an instant since the anchor (its close is the price of the minute's last 5 s step). */
export function stepOf(at: Date, anchor: Date = MARKET_ANCHOR): number {
  return Math.max(0, Math.floor((at.getTime() - anchor.getTime()) / STEP_MS));
}

/** Start of the 5-second price step containing `at` (epoch ms); instants before the anchor map to it. */
export function tickStart(at: number, anchor: Date = MARKET_ANCHOR): number {
  const a = anchor.getTime();
  return a + Math.max(0, Math.floor((at - a) / SUB_STEP_MS)) * SUB_STEP_MS;
}

/** Seeded geometric Brownian motion per coin: minute closes since the anchor, bridged every 5 seconds. */
export class SimulatedPriceSource implements PriceSource {
  readonly #models: ReadonlyMap<number, CoinModel>;
  readonly #anchor: Date;
  readonly #paths = new Map<number, GbmPath>();

  constructor(models: ReadonlyMap<number, CoinModel> = COIN_MODELS, anchor: Date = MARKET_ANCHOR) {
    this.#models = models;
    this.#anchor = anchor;
  }

  supports(currencyId: number): boolean {
    return currencyId === USDT_ID || this.#models.has(currencyId);
  }

  usdtPrice(currencyId: number, at: Date): string {
    if (currencyId === USDT_ID) return '1';
    const raw = this.#raw(currencyId, at);
    return toDecimalString(new Money(raw.toPrecision(SIGNIFICANT_DIGITS)));
  }

  /** The same price as a number (the candle builder's fast path; equal to Number(usdtPrice(...))). */
  usdtNumber(currencyId: number, at: Date): number {
    if (currencyId === USDT_ID) return 1;
    return Number(this.#raw(currencyId, at).toPrecision(SIGNIFICANT_DIGITS));
  }

  /** The SUB_STEPS step prices of the minute starting at `minute` (epoch ms >= anchor), unrounded. */
  rawSteps(currencyId: number, minute: number): Float64Array {
    const out = new Float64Array(SUB_STEPS);
    if (currencyId === USDT_ID) return out.fill(1);
    const path = this.#path(currencyId);
    const step = Math.floor((minute - this.#anchor.getTime()) / STEP_MS);
    for (let k = 1; k <= SUB_STEPS; k++) out[k - 1] = path.subPriceAt(step, k);
    return out;
  }

  /** The SUB_STEPS step prices (8 significant digits) of the minute starting at `minute` (epoch ms >= anchor). */
  usdtSteps(currencyId: number, minute: number): number[] {
    if (currencyId === USDT_ID) return new Array<number>(SUB_STEPS).fill(1);
    const path = this.#path(currencyId);
    const step = Math.floor((minute - this.#anchor.getTime()) / STEP_MS);
    const out: number[] = [];
    for (let k = 1; k <= SUB_STEPS; k++)
      out.push(Number(path.subPriceAt(step, k).toPrecision(SIGNIFICANT_DIGITS)));
    return out;
  }

  /** Before the anchor: the anchor price; otherwise the bridge point of the 5 s step containing `at`. */
  #raw(currencyId: number, at: Date): number {
    const path = this.#path(currencyId);
    const t = at.getTime() - this.#anchor.getTime();
    if (t < 0) return path.priceAt(0);
    const step = Math.floor(t / STEP_MS);
    return path.subPriceAt(step, Math.floor((t - step * STEP_MS) / SUB_STEP_MS) + 1);
  }

  #path(currencyId: number): GbmPath {
    let path = this.#paths.get(currencyId);
    if (!path) {
      const model = this.#models.get(currencyId);
      if (!model) throw new UnknownMarket(currencyId);
      path = new GbmPath(model);
      this.#paths.set(currencyId, path);
    }
    return path;
  }
}

let source: PriceSource = new SimulatedPriceSource();

/** Replaces the process-wide price source (a real feed, or a fixed one in tests); returns the old one. */
export function setPriceSource(next: PriceSource): PriceSource {
  const previous = source;
  source = next;
  return previous;
}

export function priceSource(): PriceSource {
  return source;
}

/** USDT price of one unit of `currencyId` at `at` (now by default); USDT itself is "1". */
export function usdtPrice(currencyId: number, at: Date = new Date()): string {
  return source.usdtPrice(currencyId, at);
}

/** Price of one unit of `from` expressed in `to` (decimal.js, full precision). */
export function crossRate(from: number, to: number, at: Date = new Date()): Money {
  if (from === to) return new Money(1);
  return new Money(usdtPrice(from, at)).div(usdtPrice(to, at));
}
