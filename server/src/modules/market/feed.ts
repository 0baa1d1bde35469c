// The candle feed: 1-minute candles of a pair, derived from the price source (prices.ts). The pair's
// price at an instant is usdtPrice(base)/usdtPrice(quote) (8 significant digits); it moves every 5 s
// (gbm.ts). A minute's points are its open (the previous minute's close) and its SUB_STEPS step prices,
// the last being its close; high and low are taken over exactly those points (so candles and prices
// agree), and volume comes from a seeded draw. A minute in progress uses the steps begun by `until`.
// Everything is a pure function of the pair, the minute and the price source, so a restart gives the
// same candles. A real exchange feed would implement CandleFeed with its own stored candles.
import { COIN_MODELS, USDT_ID } from './coins.ts';
import { SUB_STEP_MS, SUB_STEPS } from './gbm.ts';
import { MARKET_ANCHOR, priceSource, SimulatedPriceSource, type PriceSource } from './prices.ts';
import { MINUTE_MS } from './periods.ts';
import { hash32, uniform } from './random.ts';
import type { Pair } from './pairs.ts';

export interface Candle {
  /** Bucket start, epoch ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Traded quantity in the base coin. */
  volume: number;
}

export interface Deal {
  time: number;
  price: number;
  quantity: number;
  side: 'buy' | 'sell';
}

export interface CandleFeed {
  /** The first minute with a candle (epoch ms). */
  readonly start: number;
  /** The candle of the minute starting at `minute` (epoch ms, >= start), as seen at `until` (default: complete). */
  minute(pair: Pair, minute: number, until?: number): Candle;
  /** The pair's price at the instant `at` (epoch ms). */
  price(pair: Pair, at: number): number;
  /** The trades of that minute, in time order (derived, deterministic). */
  deals(pair: Pair, minute: number): Deal[];
}

/** Trades per minute: one at every DEAL_EVERY-th price step. */
const DEALS = 4;
const DEAL_EVERY = SUB_STEPS / DEALS;
const DEFAULT_VOLATILITY = 0.5;
const MINUTES_PER_YEAR = 365.25 * 1440;
/** Typical traded value per minute, in USDT. */
const NOTIONAL_PER_MINUTE = 40_000;

const sig8 = (x: number) => Number(x.toPrecision(8));
/** Relative distance within which two prices may swap order once rounded to 8 digits (twice). */
const NEAR = 1e-7;

function usdtNumber(source: PriceSource, currencyId: number, at: Date): number {
  if (currencyId === USDT_ID) return 1;
  return source instanceof SimulatedPriceSource
    ? source.usdtNumber(currencyId, at)
    : Number(source.usdtPrice(currencyId, at));
}

/** The pair's price at the instant `at` (epoch ms). */
export function pairPrice(source: PriceSource, pair: Pair, at_: number): number {
  const at = new Date(at_);
  const base = usdtNumber(source, pair.baseId, at);
  return pair.quoteId === USDT_ID ? base : sig8(base / usdtNumber(source, pair.quoteId, at));
}

/** Half the pair's volatility per minute (the volume's scale of a move). */
function volumeScale(pair: Pair): number {
  const vol = (id: number) =>
    id === USDT_ID ? 0 : (COIN_MODELS.get(id)?.volatility ?? DEFAULT_VOLATILITY);
  const annual = Math.hypot(vol(pair.baseId), vol(pair.quoteId));
  return annual / Math.sqrt(MINUTES_PER_YEAR * 4);
}

export class SimulatedFeed implements CandleFeed {
  readonly start = MARKET_ANCHOR.getTime();

  minute(pair: Pair, minute: number, until?: number): Candle {
    const source = priceSource();
    if (
      (until === undefined || until >= minute + MINUTE_MS) &&
      source instanceof SimulatedPriceSource &&
      pair.quoteId === USDT_ID
    ) {
      return this.#fastMinute(source, pair, minute);
    }
    const points = this.#path(pair, minute);
    const seen =
      until === undefined
        ? SUB_STEPS
        : Math.min(SUB_STEPS, Math.max(1, Math.floor((until - minute) / SUB_STEP_MS) + 1));
    let high = points[0]!;
    let low = high;
    for (let k = 1; k <= seen; k++) {
      const p = points[k]!;
      if (p > high) high = p;
      if (p < low) low = p;
    }
    const full = this.#volume(pair, minute, points);
    const volume =
      seen === SUB_STEPS
        ? full
        : Number(((full * seen) / SUB_STEPS).toFixed(pair.quantityDecimals));
    return { time: minute, open: points[0]!, high, low, close: points[seen]!, volume };
  }

  /**
   * A complete minute without rounding every point (the aggregated candles' hot path): the extremes are
   * found on the raw prices, then only the points within rounding distance of them are rounded
   * (8-digit rounding moves a price by < 1e-7 relatively), which gives exactly the rounded points' extremes.
   */
  #fastMinute(source: SimulatedPriceSource, pair: Pair, minute: number): Candle {
    const base = source.rawSteps(pair.baseId, minute);
    const quote = pair.quoteId === USDT_ID ? undefined : source.rawSteps(pair.quoteId, minute);
    const raw = quote ? base.map((b, k) => b / quote[k]!) : base;
    const exact = (k: number) => (quote ? sig8(sig8(base[k]!) / sig8(quote[k]!)) : sig8(base[k]!));
    let rawHigh = raw[0]!;
    let rawLow = rawHigh;
    for (const r of raw) {
      if (r > rawHigh) rawHigh = r;
      if (r < rawLow) rawLow = r;
    }
    const close = exact(SUB_STEPS - 1);
    const open = minute > this.start ? pairPrice(source, pair, minute - SUB_STEP_MS) : close;
    let high = open;
    let low = open;
    for (let k = 0; k < SUB_STEPS; k++) {
      if (raw[k]! >= rawHigh * (1 - NEAR)) high = Math.max(high, exact(k));
      if (raw[k]! <= rawLow * (1 + NEAR)) low = Math.min(low, exact(k));
    }
    return {
      time: minute,
      open,
      high,
      low,
      close,
      volume: this.#volume(pair, minute, [open, close], 1),
    };
  }

  price(pair: Pair, at: number): number {
    return pairPrice(priceSource(), pair, at);
  }

  deals(pair: Pair, minute: number): Deal[] {
    const points = this.#path(pair, minute);
    const volume = this.#volume(pair, minute, points);
    const seed = hash32(pair.baseId, pair.quoteId, 0xdea1);
    const deals: Deal[] = [];
    for (let k = 1; k <= DEALS; k++) {
      const share = uniform(seed, minute / MINUTE_MS, k);
      const step = k * DEAL_EVERY; // the deal happens inside this price step, at its price
      const price = points[step]!;
      const quantity = Number(((volume / DEALS) * (0.5 + share)).toFixed(pair.quantityDecimals));
      const time = minute + (step - 1) * SUB_STEP_MS + Math.floor(share * SUB_STEP_MS);
      deals.push({
        time,
        price,
        quantity,
        side: price >= points[step - DEAL_EVERY]! ? 'buy' : 'sell',
      });
    }
    return deals;
  }

  /** open (the previous close; the first minute opens at its close), then the SUB_STEPS step prices. */
  #path(pair: Pair, minute: number): number[] {
    const source = priceSource();
    const points = [0];
    if (source instanceof SimulatedPriceSource) {
      const base = source.usdtSteps(pair.baseId, minute);
      const quote = pair.quoteId === USDT_ID ? undefined : source.usdtSteps(pair.quoteId, minute);
      for (let k = 0; k < SUB_STEPS; k++)
        points.push(quote ? sig8(base[k]! / quote[k]!) : base[k]!);
    } else {
      for (let k = 0; k < SUB_STEPS; k++)
        points.push(pairPrice(source, pair, minute + k * SUB_STEP_MS));
    }
    points[0] =
      minute > this.start ? pairPrice(source, pair, minute - SUB_STEP_MS) : points[SUB_STEPS]!;
    return points;
  }

  #volume(pair: Pair, minute: number, points: number[], last = SUB_STEPS): number {
    const u = uniform(hash32(pair.baseId, pair.quoteId, 0x701e), minute / MINUTE_MS);
    const move = Math.abs(Math.log(points[last]! / points[0]!)) / (volumeScale(pair) * 2 || 1);
    const notional = NOTIONAL_PER_MINUTE * (0.4 + 1.2 * u) * (1 + move);
    const quoteUsdt =
      pair.quoteId === USDT_ID
        ? 1
        : usdtNumber(priceSource(), pair.quoteId, new Date(minute + MINUTE_MS - SUB_STEP_MS));
    return Number((notional / quoteUsdt / points[last]!).toFixed(pair.quantityDecimals));
  }
}

let feed: CandleFeed = new SimulatedFeed();

export function candleFeed(): CandleFeed {
  return feed;
}

/** Installs another feed (a real exchange); returns the previous one. */
export function setCandleFeed(next: CandleFeed): CandleFeed {
  const previous = feed;
  feed = next;
  return previous;
}
