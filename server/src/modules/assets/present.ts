import { toDecimalString } from '../../lib/decimal.ts';
import type { AccountType } from '../../ledger/index.ts';
import type { WalletCurrency } from './currencies.ts';
import { priceOf, valueOf } from './valuation.ts';

export interface BalanceAmounts {
  available: string;
  frozen: string;
  total: string;
}

export const ZERO: BalanceAmounts = { available: '0', frozen: '0', total: '0' };

/** One currency in one account as the contract's AssetBalance. */
export function presentBalance(currency: WalletCurrency, amounts: BalanceAmounts, at: Date) {
  const price = priceOf(currency.id, at);
  return {
    currency_id: currency.id,
    symbol: currency.symbol,
    name: currency.name,
    decimals: currency.decimals,
    icon_url: currency.iconUrl,
    total: toDecimalString(amounts.total),
    available: toDecimalString(amounts.available),
    frozen: toDecimalString(amounts.frozen),
    usdt_price: price,
    usdt_value: valueOf(amounts.total, price),
  };
}

export interface TransferRow {
  id: number;
  currencyId: number;
  fromType: AccountType;
  toType: AccountType;
  amount: string;
  createdAt: Date;
}

export function presentTransfer(
  row: TransferRow,
  currency: Pick<WalletCurrency, 'symbol' | 'decimals'>,
) {
  return {
    id: Number(row.id),
    currency_id: row.currencyId,
    symbol: currency.symbol,
    decimals: currency.decimals,
    from: row.fromType,
    to: row.toType,
    amount: toDecimalString(row.amount),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
