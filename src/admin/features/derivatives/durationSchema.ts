import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The option duration form's rules: the same as the server's (openapi/components/admin-derivatives.yaml,
// OptionDurationFields and OptionDurationCreateForm); the server still has the last word.

export type DurationValues = {
  seconds: string;
  payout_ratio: string;
  min_amount: string;
  flat_band: string;
};

export const DECIMAL = /^\d+(\.\d+)?$/;
export const places = (value: string) => value.split('.')[1]?.length ?? 0;

/** A decimal with at most `max` places between `min` and `max` (inclusive unless said otherwise). */
export function decimalTest(
  v: string,
  opts: { places: number; above?: number; atLeast?: number; atMost?: number; below?: number },
) {
  if (!DECIMAL.test(v) || places(v) > opts.places) return false;
  const n = Number(v);
  if (opts.above !== undefined && !(n > opts.above)) return false;
  if (opts.atLeast !== undefined && !(n >= opts.atLeast)) return false;
  if (opts.atMost !== undefined && !(n <= opts.atMost)) return false;
  if (opts.below !== undefined && !(n < opts.below)) return false;
  return true;
}

/** `stakePlaces`: the payable coin's decimal places (the minimum stake's limit). */
export function durationSchema(t: TFunction, stakePlaces: number) {
  return yup.object({
    seconds: yup
      .string()
      .trim()
      .required(t('derivatives.error.seconds'))
      .test('seconds', t('derivatives.error.seconds'), (v = '') => {
        return /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 86400;
      }),
    payout_ratio: yup
      .string()
      .trim()
      .required(t('derivatives.error.payout_ratio'))
      .test('ratio', t('derivatives.error.payout_ratio'), (v = '') =>
        decimalTest(v, { places: 8, above: 0, atMost: 10 }),
      ),
    min_amount: yup
      .string()
      .trim()
      .required(t('derivatives.error.min_amount', { places: stakePlaces }))
      .test('min', t('derivatives.error.min_amount', { places: stakePlaces }), (v = '') =>
        decimalTest(v, { places: stakePlaces, above: 0 }),
      ),
    flat_band: yup
      .string()
      .trim()
      .required(t('derivatives.error.flat_band'))
      .test('band', t('derivatives.error.flat_band'), (v = '') =>
        decimalTest(v, { places: 8, atLeast: 0, below: 0.1 }),
      ),
  });
}
