import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { decimalTest } from './durationSchema';

// The leverage market form's rules: the same as the server's (openapi/components/admin-derivatives.yaml,
// LeverMarketFields and LeverMarketCreateForm); the server still has the last word (a coin the
// console does not know, one the price feed does not quote).

export type MarketValues = {
  currency: string;
  lot_size: string;
  fee_rate: string;
  maintenance_rate: string;
  multiples: string;
};

/** "5, 10,20" → [5, 10, 20], or null unless 1-20 different whole numbers 1-1000. */
export function multiplesOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length < 1 || parts.length > 20) return null;
  if (!parts.every((p) => /^\d{1,4}$/.test(p) && Number(p) >= 1 && Number(p) <= 1000)) return null;
  const values = parts.map(Number);
  return new Set(values).size === values.length ? values.sort((a, b) => a - b) : null;
}

/** `decimals`: the known coins' decimal places, by symbol (the lot size's limit). */
export function marketSchema(t: TFunction, decimals: Record<string, number>) {
  return yup.object({
    currency: yup
      .string()
      .trim()
      .required(t('derivatives.error.currency'))
      .test('quote', t('derivatives.error.currency'), (v = '') => v.toUpperCase() !== 'USDT'),
    lot_size: yup
      .string()
      .trim()
      .required(t('derivatives.error.lot_size', { places: 18 }))
      .test('lot', function check(v = '') {
        const limit = decimals[String(this.parent.currency ?? '').toUpperCase()] ?? 18;
        if (decimalTest(v, { places: limit, above: 0 })) return true;
        return this.createError({ message: t('derivatives.error.lot_size', { places: limit }) });
      }),
    fee_rate: yup
      .string()
      .trim()
      .required(t('derivatives.error.fee_rate'))
      .test('fee', t('derivatives.error.fee_rate'), (v = '') =>
        decimalTest(v, { places: 8, atLeast: 0, atMost: 0.1 }),
      ),
    maintenance_rate: yup
      .string()
      .trim()
      .required(t('derivatives.error.maintenance_rate'))
      .test('maintenance', t('derivatives.error.maintenance_rate'), (v = '') =>
        decimalTest(v, { places: 8, atLeast: 0, below: 1 }),
      ),
    multiples: yup
      .string()
      .trim()
      .required(t('derivatives.error.multiples'))
      .test('multiples', t('derivatives.error.multiples'), (v = '') => multiplesOf(v) !== null),
  });
}
