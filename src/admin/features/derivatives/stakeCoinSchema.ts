import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { decimalTest } from './durationSchema';

// The stake coin form's rules: the same as the server's (openapi/components/admin-derivatives.yaml,
// OptionStakeCoinFields and OptionStakeCoinCreateForm); the server still has the last word.

export type StakeCoinValues = {
  currency_id: string;
  min_amount: string;
};

/** `placesOf`: the chosen coin's decimal places (the minimum stake's limit), once one is chosen. */
export function stakeCoinSchema(t: TFunction, placesOf: (currencyId: string) => number) {
  return yup.object({
    currency_id: yup.string().required(t('stake_coins.error.currency')),
    min_amount: yup
      .string()
      .trim()
      .required(t('stake_coins.error.min_amount_required'))
      .when('currency_id', ([currencyId]: string[], schema) => {
        const places = placesOf(currencyId ?? '');
        return schema.test(
          'min',
          t('stake_coins.error.min_amount', { places }),
          (v = '') => decimalTest(v, { places, above: 0 }) && Number(v) < 1e20,
        );
      }),
  });
}
