import type { Deps } from '../../http/context.ts';
import { ACCOUNT_TYPES } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { enabledCurrencies } from './currencies.ts';
import { presentBalance, ZERO } from './present.ts';

/** Every enabled currency in each of the four accounts, valued in USDT, and the grand total. */
export async function walletList(deps: Deps, userId: number) {
  const [currencies, balances] = await Promise.all([
    enabledCurrencies(deps.db),
    deps.ledger.balances(userId),
  ]);
  const at = deps.clock();
  const held = new Map(balances.map((b) => [`${b.type}:${b.currencyId}`, b]));
  let grand = new Money(0);
  const accounts = ACCOUNT_TYPES.map((type) => {
    const rows = currencies.map((c) => presentBalance(c, held.get(`${type}:${c.id}`) ?? ZERO, at));
    const value = rows.reduce((sum, row) => sum.plus(row.usdt_value ?? 0), new Money(0));
    grand = grand.plus(value);
    return { type, usdt_value: toDecimalString(value), balances: rows };
  });
  return { total_usdt: toDecimalString(grand), accounts };
}
