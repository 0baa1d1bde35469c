import { depositChannels, depositTerms } from '../../db/schema/deposit.ts';
import { currencyId, type CurrencySymbol } from '../seed/currencies.ts';
import type { Seed } from '../seed/seed.ts';

// Minimum deposit per coin (spec section 5; the values are the platform's, adjustable in the table).
// Chain deposits carry no fee: the network fee is paid by the sender.
const TERMS: [CurrencySymbol, string][] = [
  ['USDT', '10'],
  ['BTC', '0.0005'],
  ['ETH', '0.01'],
  ['BNB', '0.05'],
  ['TRX', '100'],
  ['SOL', '0.1'],
];

// The platform's receiving accounts for bank card, WeChat and Alipay deposits, credited in USDT.
const CHANNELS = [
  {
    method: 'bank' as const,
    minAmount: '100',
    feeRate: '0.005',
    holder: 'CoinHub Digital Services Ltd.',
    account: '6217 0000 1234 5678 901',
    bankName: 'HSBC Hong Kong',
    branch: 'Central Branch, 1 Queen’s Road Central',
    swift: 'HSBCHKHHHKH',
    sort: 1,
  },
  {
    method: 'wechat' as const,
    minAmount: '50',
    feeRate: '0.003',
    holder: 'CoinHub Pay',
    account: 'coinhub_pay_service',
    sort: 2,
  },
  {
    method: 'alipay' as const,
    minAmount: '50',
    feeRate: '0.003',
    holder: 'CoinHub Pay',
    account: 'pay@coinhub-digital.com',
    sort: 3,
  },
];

export const depositSeed: Seed = {
  name: 'deposit',
  async run({ db }) {
    await db
      .insert(depositTerms)
      .values(
        TERMS.map(([symbol, minAmount]) => ({
          currencyId: currencyId(symbol),
          minAmount,
          feeRate: '0',
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(depositChannels)
      .values(CHANNELS.map((c) => ({ ...c, currencyId: currencyId('USDT'), enabled: true })))
      .onConflictDoNothing();
  },
};
