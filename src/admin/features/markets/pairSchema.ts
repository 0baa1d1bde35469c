import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The spot pair form's rules: the same as the server's (openapi/components/admin-markets.yaml,
// SpotPairFields); the server still has the last word (a coin the console does not know yet).

export interface PairValues {
  base: string;
  quote: string;
  price_decimals: string;
  quantity_decimals: string;
  fee_rate: string;
  min_quantity: string;
  min_amount: string;
  sort: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const places = (value: string) => value.split('.')[1]?.length ?? 0;
const whole = (value: string, min: number, max: number) =>
  /^\d{1,2}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** `decimals`: the known coins' decimal places, by symbol (the quantity's and the value's limits). */
export function pairSchema(t: TFunction, decimals: Record<string, number>) {
  const coinOf = (v: unknown) =>
    decimals[
      String(v ?? '')
        .trim()
        .toUpperCase()
    ];
  return yup.object({
    base: yup.string().trim().required(t('markets.error.coin')),
    quote: yup
      .string()
      .trim()
      .required(t('markets.error.coin'))
      .test('same', t('markets.error.same_coin'), function check(v = '') {
        return (
          v.trim().toUpperCase() !==
          String(this.parent.base ?? '')
            .trim()
            .toUpperCase()
        );
      }),
    price_decimals: yup
      .string()
      .trim()
      .required(t('markets.error.price_decimals'))
      .test('whole', t('markets.error.price_decimals'), (v = '') => whole(v, 0, 18)),
    quantity_decimals: yup
      .string()
      .trim()
      .required(t('markets.error.quantity_decimals', { max: 18 }))
      .test('whole', function check(v = '') {
        const max = coinOf(this.parent.base) ?? 18;
        if (whole(v, 0, max)) return true;
        return this.createError({ message: t('markets.error.quantity_decimals', { max }) });
      }),
    fee_rate: yup
      .string()
      .trim()
      .test('rate', t('markets.error.fee_rate'), (v = '') => {
        if (v === '') return true;
        return DECIMAL.test(v) && places(v) <= 8 && Number(v) <= 0.1;
      }),
    min_quantity: yup
      .string()
      .trim()
      .test('min', function check(v = '') {
        const qty = this.parent.quantity_decimals;
        const limit = whole(String(qty ?? ''), 0, 18) ? Number(qty) : 18;
        if (v === '' || (DECIMAL.test(v) && places(v) <= limit)) return true;
        return this.createError({ message: t('markets.error.min_quantity', { places: limit }) });
      }),
    min_amount: yup
      .string()
      .trim()
      .test('min', function check(v = '') {
        const limit = coinOf(this.parent.quote) ?? 18;
        if (v === '' || (DECIMAL.test(v) && places(v) <= limit)) return true;
        return this.createError({ message: t('markets.error.min_amount', { places: limit }) });
      }),
    sort: yup
      .string()
      .trim()
      .test('sort', t('markets.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}
