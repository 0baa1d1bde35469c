import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The trader form's rules: the same as the server's (openapi/components/admin-copytrade.yaml,
// CopyTraderFields); the server still has the last word (a coin delisted meanwhile, a name taken).

export interface TraderValues {
  name: string;
  bio: string;
  currency: string;
  direction: 'long' | 'short';
  period_days: string;
  min_amount: string;
  commission_rate: string;
  sort: string;
}

export const NAME_MAX = 60;
export const BIO_MAX = 280;
export const PERIOD_MAX = 365;
const DECIMAL = /^\d+(\.\d+)?$/;
const places = (value: string) => value.split('.')[1]?.length ?? 0;

/** `payDecimals`: the pay coin's (USDT) decimal places, the minimum's limit. */
export function traderSchema(t: TFunction, payDecimals: number) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('copytrade.error.name', { max: NAME_MAX }))
      .max(NAME_MAX, t('copytrade.error.name', { max: NAME_MAX })),
    bio: yup
      .string()
      .trim()
      .max(BIO_MAX, t('copytrade.error.bio', { max: BIO_MAX })),
    currency: yup
      .string()
      .trim()
      .required(t('copytrade.error.currency'))
      .test('pay', t('copytrade.error.currency'), (v = '') => v.toUpperCase() !== 'USDT'),
    direction: yup
      .string()
      .oneOf(['long', 'short'], t('copytrade.error.direction'))
      .required(t('copytrade.error.direction')),
    period_days: yup
      .string()
      .trim()
      .required(t('copytrade.error.period_days', { max: PERIOD_MAX }))
      .test(
        'period',
        t('copytrade.error.period_days', { max: PERIOD_MAX }),
        (v = '') => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= PERIOD_MAX,
      ),
    min_amount: yup
      .string()
      .trim()
      .required(t('copytrade.error.min_amount', { places: payDecimals }))
      .test(
        'min',
        t('copytrade.error.min_amount', { places: payDecimals }),
        (v = '') => DECIMAL.test(v) && Number(v) > 0 && places(v) <= payDecimals,
      ),
    commission_rate: yup
      .string()
      .trim()
      .required(t('copytrade.error.commission_rate'))
      .test(
        'rate',
        t('copytrade.error.commission_rate'),
        (v = '') => DECIMAL.test(v) && places(v) <= 8 && Number(v) >= 0 && Number(v) < 1,
      ),
    sort: yup
      .string()
      .trim()
      .test('sort', t('copytrade.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}
