import { AppError } from '../../http/app-error.ts';
import { fail } from '../../http/app-error.ts';
import { InvalidDecimal, parseAmount, type Decimal } from '../../lib/decimal.ts';

// Finer reasons of the mining area (2400-2499).
export const MiningCode = { insufficientBalance: 2401, offerEnded: 2402, noMarket: 2403 } as const;

export const miningFail = {
  insufficientBalance: () =>
    new AppError(422, 'mining.insufficient_balance', { code: MiningCode.insufficientBalance }),
  offerEnded: () => new AppError(409, 'mining.offer_ended', { code: MiningCode.offerEnded }),
  noMarket: () => new AppError(422, 'mining.no_market', { code: MiningCode.noMarket }),
};

/** A positive amount with at most `places` decimals, or a 400 on `amount`. */
export function parseCoinAmount(input: string, places: number): Decimal {
  try {
    return parseAmount(input, places);
  } catch (error) {
    if (error instanceof InvalidDecimal)
      throw fail.validation({ amount: { key: 'mining.field.amount_places', params: { places } } });
    throw error;
  }
}

/** A whole quantity from 1 to 100, or a 400 on `quantity`. */
export function parseQuantity(input: number | string): number {
  const n = Number(input);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw fail.validation({ quantity: 'mining.field.quantity' });
  return n;
}
