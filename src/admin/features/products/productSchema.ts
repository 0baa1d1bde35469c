import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The product form's rules: the same as the server's (openapi/components/admin-products.yaml,
// TrustProductFields); the server still has the last word (a coin the console does not know yet).

export interface ProductValues {
  family: 'hosting' | 'finance';
  currency: string;
  period_days: string;
  min_amount: string;
  daily_rate: string;
  settlement_ratio: string;
  sort: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const places = (value: string) => value.split('.')[1]?.length ?? 0;

/** `decimals`: the known coins' decimal places, by symbol. */
export function productSchema(t: TFunction, decimals: Record<string, number>) {
  const rate = (key: string, max: number, min0: boolean) =>
    yup
      .string()
      .trim()
      .required(t(key))
      .test('rate', t(key), (v = '') => {
        if (!DECIMAL.test(v) || places(v) > 8) return false;
        const n = Number(v);
        return (min0 ? n >= 0 : n > 0) && n <= max;
      });
  return yup.object({
    family: yup.string().oneOf(['hosting', 'finance']).required(),
    currency: yup.string().trim().required(t('products.error.currency')),
    period_days: yup
      .string()
      .trim()
      .required(t('products.error.period'))
      .test('period', t('products.error.period'), (v = '') => {
        return /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 3650;
      }),
    min_amount: yup
      .string()
      .trim()
      .required(t('products.error.min_amount_required'))
      .test('min', function check(v = '') {
        const coin = String(this.parent.currency ?? '').toUpperCase();
        const limit = decimals[coin] ?? 18;
        if (DECIMAL.test(v) && Number(v) > 0 && places(v) <= limit) return true;
        return this.createError({ message: t('products.error.min_amount', { places: limit }) });
      }),
    daily_rate: rate('products.error.daily_rate', 0.1, false),
    settlement_ratio: rate('products.error.settlement_ratio', 1, true),
    sort: yup
      .string()
      .trim()
      .test('sort', t('products.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}
