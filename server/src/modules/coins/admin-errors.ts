import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2670-2679) of the console's coins, as openapi/paths/admin-coins.yaml documents them.
export const CoinCode = {
  unknown: 2670,
  rulesRefused: 2671,
  alreadySo: 2672,
  baseKept: 2673,
  noTerms: 2674,
  iconTooLarge: 2677,
  noIcon: 2678,
} as const;

export const coinFail = {
  unknown: (id: number) =>
    new AppError(404, 'coin.unknown', { code: CoinCode.unknown, params: { id } }),
  /** One or more rules refused: each field says why, nothing is written. */
  rules: (fields: Record<string, FieldError>) =>
    new AppError(400, 'coin.rules_refused', { code: CoinCode.rulesRefused, fields }),
  alreadySo: (listed: boolean) =>
    new AppError(409, listed ? 'coin.already_listed' : 'coin.already_delisted', {
      code: CoinCode.alreadySo,
    }),
  baseKept: (symbol: string) =>
    new AppError(409, 'coin.base_kept', { code: CoinCode.baseKept, params: { symbol } }),
  noTerms: (family: 'deposit' | 'withdraw', symbol: string) =>
    new AppError(409, `coin.rule.no_${family}_terms`, {
      code: CoinCode.noTerms,
      params: { symbol },
    }),
  noIcon: () => new AppError(409, 'coin.no_icon', { code: CoinCode.noIcon }),
};

/** A new coin's fields: each refused one says why (400, code 2675). */
export const createFail = {
  fields: (fields: Record<string, FieldError>) =>
    new AppError(400, 'coin.create_refused', { code: 2675, fields }),
  symbolTaken: (symbol: string) =>
    new AppError(409, 'coin.symbol_taken', { code: 2676, params: { symbol } }),
};
