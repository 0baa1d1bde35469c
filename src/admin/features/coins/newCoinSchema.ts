import type { TFunction } from 'i18next';
import * as yup from 'yup';

// A new coin, as the server checks it (server/src/modules/coins/create.ts): symbol of 2-10
// capital letters or digits, a name of 1-50 characters, decimals 0-18 and networks separated by
// commas (the icon is uploaded once the coin exists). The server still has the last word (and knows taken symbols).

export interface NewCoinValues {
  symbol: string;
  name: string;
  decimals: string;
  networks: string;
}

export const NEW_COIN: NewCoinValues = {
  symbol: '',
  name: '',
  decimals: '8',
  networks: '',
};

const NETWORK = /^[A-Z0-9]{2,16}$/;

export function newCoinSchema(t: TFunction) {
  return yup.object({
    symbol: yup
      .string()
      .trim()
      .uppercase()
      .required(t('coins.error.required'))
      .matches(/^[A-Z0-9]{2,10}$/, t('coins.error.symbol')),
    name: yup.string().trim().required(t('coins.error.required')).max(50, t('coins.error.name')),
    decimals: yup
      .string()
      .trim()
      .required(t('coins.error.required'))
      .test(
        'range',
        t('coins.error.decimals'),
        (v) => !v || (/^\d{1,2}$/.test(v) && Number(v) <= 18),
      ),
    networks: yup
      .string()
      .trim()
      .test('networks', t('coins.error.networks'), (v) =>
        (v ?? '')
          .split(',')
          .map((n) => n.trim().toUpperCase())
          .filter(Boolean)
          .every((n) => NETWORK.test(n)),
      ),
  });
}
