import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { HashrateUnit } from '../../api/generated/model';
import { toLocalInput } from './miningText';

// The miner model form's rules: the same as the server's (openapi/components/admin-mining.yaml,
// MinerModelFields); the server still has the last word (a coin the console does not know yet).

export interface MinerValues {
  name: string;
  hashrate: string;
  hashrate_unit: HashrateUnit;
  coin: string;
  price: string;
  seat_price: string;
  seats: string;
  daily_yield: string;
  prepare_days: string;
  run_days: string;
  /** A datetime-local value (the operator's local time). */
  offer_ends_at: string;
  sort: string;
}

export const HASHRATE_UNITS: HashrateUnit[] = [
  'H/s',
  'KH/s',
  'MH/s',
  'GH/s',
  'TH/s',
  'PH/s',
  'EH/s',
];
export const USDT_PLACES = 8;
const DECIMAL = /^\d+(\.\d+)?$/;
export const places = (value: string) => value.split('.')[1]?.length ?? 0;

/** A decimal above 0 with at most `limit` decimals. */
export const positive = (v: string, limit: number) =>
  DECIMAL.test(v) && Number(v) > 0 && places(v) <= limit;

/** `v` in the smallest units of a coin with `limit` decimals (exact, as the server counts). */
export function units(v: string, limit: number): bigint {
  const [whole = '0', fraction = ''] = v.split('.');
  return BigInt(whole + fraction.padEnd(limit, '0'));
}

export const wholeIn = (v: string, min: number, max: number) =>
  /^-?\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max;

/**
 * `decimals`: the known coins' decimal places, by symbol; `offerEndsAt`: the model's offer end now
 * (an unchanged end may have passed, a new one must lie ahead).
 */
export function minerSchema(t: TFunction, decimals: Record<string, number>, offerEndsAt?: string) {
  const usdt = (key: string) =>
    yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test(key, t('mining.error.usdt', { places: USDT_PLACES }), (v = '') =>
        positive(v, USDT_PLACES),
      );
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .max(60, t('mining.error.name', { max: 60 })),
    hashrate: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('hashrate', t('mining.error.hashrate', { places: 8 }), (v = '') => positive(v, 8)),
    hashrate_unit: yup.string().oneOf(HASHRATE_UNITS).required(t('mining.error.required')),
    coin: yup.string().trim().required(t('mining.error.coin')),
    price: usdt('price'),
    seat_price: usdt('seat_price'),
    seats: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('seats', t('mining.error.seats', { max: 1000 }), (v = '') => wholeIn(v, 1, 1000)),
    daily_yield: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('yield', function check(v = '') {
        const limit = decimals[String(this.parent.coin ?? '').toUpperCase()] ?? 18;
        if (!positive(v, limit))
          return this.createError({ message: t('mining.error.amount', { places: limit }) });
        const seats = String(this.parent.seats ?? '');
        if (wholeIn(seats, 1, 1000) && units(v, limit) < BigInt(seats))
          return this.createError({ message: t('mining.error.seat_yield', { places: limit }) });
        return true;
      }),
    prepare_days: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('prepare', t('mining.error.prepare_days', { max: 365 }), (v = '') =>
        wholeIn(v, 0, 365),
      ),
    run_days: yup
      .string()
      .trim()
      .required(t('mining.error.required'))
      .test('run', t('mining.error.days', { max: 3650 }), (v = '') => wholeIn(v, 1, 3650)),
    offer_ends_at: yup
      .string()
      .required(t('mining.error.offer_ends_at'))
      .test('future', t('mining.error.offer_ends_at'), (v = '') => {
        if (offerEndsAt && toLocalInput(offerEndsAt) === v) return true;
        const at = new Date(v);
        return !Number.isNaN(at.getTime()) && at.getTime() > Date.now();
      }),
    sort: yup
      .string()
      .trim()
      .test('sort', t('mining.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}
