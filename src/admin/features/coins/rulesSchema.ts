import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { AdminCoin, CoinRulesForm } from '../../api/generated/model';

// A coin's deposit and withdrawal rules, as the server checks them (server/src/modules/coins/
// rules.ts, shared with the CLI's coin-rules): minimums are above 0 and a fixed fee 0 or more,
// within the coin's decimals; fee rates are from 0 up to, not including, 1 with at most 8 decimals. The server still
// has the last word.

export type RulesValues = Required<CoinRulesForm>;

const DECIMAL = /^\d+(\.\d+)?$/;
const places = (v: string) => v.split('.')[1]?.length ?? 0;

function amount(t: TFunction, decimals: number) {
  return yup
    .string()
    .trim()
    .required(t('coins.error.required'))
    .matches(DECIMAL, t('coins.error.amount', { decimals }))
    .test('places', t('coins.error.amount', { decimals }), (v) => !v || places(v) <= decimals);
}

/** A minimum: above 0 (the tables' checks), within the coin's decimals. */
function minimum(t: TFunction, decimals: number) {
  return amount(t, decimals).test(
    'above-zero',
    t('coins.error.minimum', { decimals }),
    (v) => !v || !DECIMAL.test(v) || Number(v) > 0,
  );
}

function rate(t: TFunction) {
  return yup
    .string()
    .trim()
    .required(t('coins.error.required'))
    .matches(DECIMAL, t('coins.error.rate'))
    .test('range', t('coins.error.rate'), (v) => !v || (places(v) <= 8 && Number(v) < 1));
}

/** Which families of rules the coin has (a coin without deposit terms has no deposit rules). */
export const familiesOf = (coin: AdminCoin) => ({
  deposit: coin.rules.deposit_minimum !== null,
  withdraw: coin.rules.withdraw_minimum !== null,
});

export function rulesSchema(t: TFunction, coin: AdminCoin) {
  const has = familiesOf(coin);
  return yup.object({
    ...(has.deposit && {
      deposit_minimum: minimum(t, coin.decimals),
      deposit_fee_rate: rate(t),
    }),
    ...(has.withdraw && {
      withdraw_minimum: minimum(t, coin.decimals),
      withdraw_fee_rate: rate(t),
      withdraw_fee_fixed: amount(t, coin.decimals),
      withdraw_bank: yup.string().oneOf(['on', 'off']).required(),
    }),
  });
}

/** What is sent: the families the coin has, trimmed. */
export function rulesForm(coin: AdminCoin, values: RulesValues): CoinRulesForm {
  const has = familiesOf(coin);
  return {
    ...(has.deposit && {
      deposit_minimum: values.deposit_minimum.trim(),
      deposit_fee_rate: values.deposit_fee_rate.trim(),
    }),
    ...(has.withdraw && {
      withdraw_minimum: values.withdraw_minimum.trim(),
      withdraw_fee_rate: values.withdraw_fee_rate.trim(),
      withdraw_fee_fixed: values.withdraw_fee_fixed.trim(),
      withdraw_bank: values.withdraw_bank,
    }),
  };
}

/** The form's start: the rules in force ('' where the coin has no terms of that family). */
export function rulesValues(coin: AdminCoin): RulesValues {
  const r = coin.rules;
  return {
    deposit_minimum: r.deposit_minimum ?? '',
    deposit_fee_rate: r.deposit_fee_rate ?? '',
    withdraw_minimum: r.withdraw_minimum ?? '',
    withdraw_fee_rate: r.withdraw_fee_rate ?? '',
    withdraw_fee_fixed: r.withdraw_fee_fixed ?? '',
    withdraw_bank: r.withdraw_bank ?? 'off',
  };
}
