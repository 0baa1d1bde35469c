import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2640-2649) of the console's trust products, as openapi/paths/admin-products.yaml
// documents them.
export const ProductCode = {
  unknown: 2640,
  fieldRefused: 2641,
  duplicate: 2642,
  holdsOrders: 2643,
} as const;

export const productFail = {
  unknown: (id: number) =>
    new AppError(404, 'product.unknown', { code: ProductCode.unknown, params: { id } }),
  /** Every refused field with its own reason; the first one is the message. */
  fields: (fields: Record<string, FieldError>) => {
    const first = Object.values(fields)[0]!;
    return new AppError(400, first.key, {
      code: ProductCode.fieldRefused,
      params: first.params ?? {},
      fields,
    });
  },
  duplicate: (family: string, currency: string, days: number) =>
    new AppError(409, 'product.duplicate', {
      code: ProductCode.duplicate,
      params: { family, currency, days },
    }),
  holdsOrders: (count: number) =>
    new AppError(409, 'product.holds_orders', {
      code: ProductCode.holdsOrders,
      params: { count },
    }),
};
