import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { positive, units, wholeIn } from './minerSchema';

// The pledge product form's rules: the same as the server's (openapi/components/admin-mining.yaml,
// PledgeProductFields); the server still has the last word (a coin the console does not know yet).

export interface PledgeValues {
  currency: string;
  days: string;
  daily_rate: string;
  min_amount: string;
  max_amount: string;
  sort: string;
}

/** `decimals`: the known coins' decimal places, by symbol. */
export function pledgeSchema(t: TFunction, decimals: Record<string, number>) {
  const amount = (name: 'min_amount' | 'max_amount') =>
    yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test(name, function check(v = '') {
        const limit = decimals[String(this.parent.currency ?? '').toUpperCase()] ?? 18;
        if (!positive(v, limit))
          return this.createError({ message: t('mining.error.amount', { places: limit }) });
        const min = String(this.parent.min_amount ?? '').trim();
        if (name === 'max_amount' && positive(min, limit) && units(v, limit) < units(min, limit))
          return this.createError({ message: t('mining.error.max_below_min') });
        return true;
      });
  return yup.object({
    currency: yup.string().trim().required(t('mining.error.coin')),
    days: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('days', t('mining.error.days', { max: 3650 }), (v = '') => wholeIn(v, 1, 3650)),
    daily_rate: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('rate', t('mining.error.daily_rate'), (v = '') => positive(v, 8) && Number(v) <= 0.1),
    min_amount: amount('min_amount'),
    max_amount: amount('max_amount'),
    sort: yup
      .string()
      .trim()
      .test('sort', t('mining.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}
