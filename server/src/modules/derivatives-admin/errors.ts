import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2700-2719) of the console's option durations, option stake coins and leverage
// markets, as openapi/paths/admin-derivatives.yaml documents them. 2708 and 2709 are the app's
// refusals of a closed duration or market (options/errors.ts, lever/errors.ts); 2714-2715 reserved.
export const DerivativesCode = {
  durationUnknown: 2700,
  durationRefused: 2701,
  durationExists: 2702,
  marketUnknown: 2703,
  marketRefused: 2704,
  marketExists: 2705,
  stakeCoinUnknown: 2710,
  stakeCoinRefused: 2711,
  stakeCoinExists: 2712,
  stakeCoinDelisted: 2713,
} as const;

/** Every refused field with its own reason; the first one is the message. */
const refused = (code: number) => (fields: Record<string, FieldError>) => {
  const first = Object.values(fields)[0]!;
  return new AppError(400, first.key, { code, params: first.params ?? {}, fields });
};

export const derivativesFail = {
  durationUnknown: (seconds: number) =>
    new AppError(404, 'derivatives.duration_unknown', {
      code: DerivativesCode.durationUnknown,
      params: { seconds },
    }),
  durationFields: refused(DerivativesCode.durationRefused),
  durationExists: (seconds: number) =>
    new AppError(409, 'derivatives.duration_exists', {
      code: DerivativesCode.durationExists,
      params: { seconds },
    }),
  marketUnknown: (id: number) =>
    new AppError(404, 'derivatives.market_unknown', {
      code: DerivativesCode.marketUnknown,
      params: { id },
    }),
  marketFields: refused(DerivativesCode.marketRefused),
  marketExists: (currency: string) =>
    new AppError(409, 'derivatives.market_exists', {
      code: DerivativesCode.marketExists,
      params: { currency },
    }),
  stakeCoinUnknown: (id: number) =>
    new AppError(404, 'derivatives.stake_coin_unknown', {
      code: DerivativesCode.stakeCoinUnknown,
      params: { id },
    }),
  stakeCoinFields: refused(DerivativesCode.stakeCoinRefused),
  stakeCoinExists: (currency: string) =>
    new AppError(409, 'derivatives.stake_coin_exists', {
      code: DerivativesCode.stakeCoinExists,
      params: { currency },
    }),
  stakeCoinDelisted: (currency: string) =>
    new AppError(409, 'derivatives.stake_coin_delisted', {
      code: DerivativesCode.stakeCoinDelisted,
      params: { currency },
    }),
};
