import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2750-2769) of the console's miner models and pledge products
// (openapi/paths/admin-mining.yaml), and of the app refusing a closed one.
export const MiningAdminCode = {
  unknown: 2750,
  fieldRefused: 2751,
  coinDelisted: 2752,
  /** The app: a closed model or product, or one on a delisted coin, is not sold. */
  closed: 2760,
} as const;

export type MiningEntity = 'miner_model' | 'pledge_product';

export const miningAdminFail = {
  unknown: (entity: MiningEntity, id: number) =>
    new AppError(404, entity === 'miner_model' ? 'miner_model.unknown' : 'pledge_product.unknown', {
      code: MiningAdminCode.unknown,
      params: { id },
    }),
  /** Every refused field with its own reason; the first one is the message. */
  fields: (fields: Record<string, FieldError>) => {
    const first = Object.values(fields)[0]!;
    return new AppError(400, first.key, {
      code: MiningAdminCode.fieldRefused,
      params: first.params ?? {},
      fields,
    });
  },
  coinDelisted: (symbol: string) =>
    new AppError(409, 'mining_admin.coin_delisted', {
      code: MiningAdminCode.coinDelisted,
      params: { currency: symbol },
    }),
  closed: () => new AppError(409, 'mining.closed', { code: MiningAdminCode.closed }),
};
