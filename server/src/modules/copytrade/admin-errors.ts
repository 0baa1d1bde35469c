import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2730-2739) of the console's copy traders, as openapi/paths/admin-copytrade.yaml
// documents them.
export const TraderCode = {
  unknown: 2730,
  fieldRefused: 2731,
  nameTaken: 2732,
  delistedCoin: 2733,
} as const;

export const traderFail = {
  unknown: (id: number) =>
    new AppError(404, 'copytrade.unknown', { code: TraderCode.unknown, params: { id } }),
  /** Every refused field with its own reason; the first one is the message. */
  fields: (fields: Record<string, FieldError>) => {
    const first = Object.values(fields)[0]!;
    return new AppError(400, first.key, {
      code: TraderCode.fieldRefused,
      params: first.params ?? {},
      fields,
    });
  },
  nameTaken: (name: string) =>
    new AppError(409, 'copytrade.name_taken', { code: TraderCode.nameTaken, params: { name } }),
  /** Opening a trader whose coin is delisted. */
  delistedCoin: (currency: string) =>
    new AppError(409, 'copytrade.delisted_coin', {
      code: TraderCode.delistedCoin,
      params: { currency },
    }),
};
