// What every spot operation reads before its transaction: the pairs, the coins and the fee rate.
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { InvalidDecimal, parseAmount, type Decimal } from '../../lib/decimal.ts';
import { allCoins, type Coin } from '../exchange/currencies.ts';
import { allPairs, type Pair } from '../market/pairs.ts';
import { marketFail } from '../market/errors.ts';
import { spotFail } from './errors.ts';
import { getSetting } from '../settings/settings.ts';
import { DEFAULT_FEE_RATE, FEE_RATE_SETTING } from './terms.ts';

type ListedCoin = Coin & { listed: boolean };

export interface SpotContext {
  /** Every pair, closed ones and a delisted coin's too, so that open orders still fill and cancel. */
  pairs: Pair[];
  coins: ListedCoin[];
  /** The `spot.fee_rate` setting: the rate of a pair without its own. */
  feeRate: string;
}

/** The fee rate a new order on `pair` is placed under (the order keeps it: spot_orders.fee_rate). */
export function pairFeeRate(ctx: SpotContext, pair: Pair): string {
  return pair.feeRate ?? ctx.feeRate;
}

export async function spotContext(deps: Deps): Promise<SpotContext> {
  const [pairs, coins, feeRate] = await Promise.all([
    allPairs(deps.db),
    allCoins(deps.db),
    getSetting(deps.db, FEE_RATE_SETTING),
  ]);
  return { pairs, coins, feeRate: feeRate ?? DEFAULT_FEE_RATE };
}

export function pairCoins(ctx: SpotContext, pair: Pair): { base: ListedCoin; quote: ListedCoin } {
  const base = ctx.coins.find((c) => c.id === pair.baseId);
  const quote = ctx.coins.find((c) => c.id === pair.quoteId);
  if (!base || !quote) throw marketFail.unknownPair();
  return { base, quote };
}

export function requirePairOf(ctx: SpotContext, pairId: number): Pair {
  const pair = ctx.pairs.find((p) => p.id === pairId);
  if (!pair) throw marketFail.unknownPair();
  return pair;
}

/**
 * A pair a new order may be placed on: both its coins listed (404 as an unknown pair otherwise) and
 * not closed by the operator (409, code 2725).
 */
export function requireOpenPair(ctx: SpotContext, pairId: number): Pair {
  const pair = requirePairOf(ctx, pairId);
  const { base, quote } = pairCoins(ctx, pair);
  if (!base.listed || !quote.listed) throw marketFail.unknownPair();
  if (!pair.open) throw spotFail.pairClosed(pair.symbol);
  return pair;
}

/** A positive decimal with at most `places` places, or a 400 on `field`. */
export function parseField(input: string, places: number, field: 'quantity' | 'price'): Decimal {
  try {
    return parseAmount(input, places);
  } catch (error) {
    if (error instanceof InvalidDecimal)
      throw fail.validation({ [field]: { key: `spot.field.${field}_places`, params: { places } } });
    throw error;
  }
}
