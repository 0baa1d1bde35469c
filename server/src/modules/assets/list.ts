import type { Deps } from '../../http/context.ts';
import { ACCOUNT_TYPES } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { walletCurrencies } from './currencies.ts';
import { presentBalance, ZERO } from './present.ts';

/**
 * Every listed currency in each of the four accounts, valued in USDT, and the grand total. A
 * delisted coin still shows in an account where the user holds some of it (its balance is kept).
 */
export async function walletList(deps: Deps, userId: number) {
  const [all, balances] = await Promise.all([
    walletCurrencies(deps.db),
    deps.ledger.balances(userId),
  ]);
  const at = deps.clock();
  const held = new Map(balances.map((b) => [`${b.type}:${b.currencyId}`, b]));
  const holds = (type: string, id: number) =>
    new Money(held.get(`${type}:${id}`)?.total ?? 0).gt(0);
  let grand = new Money(0);
  const accounts = ACCOUNT_TYPES.map((type) => {
    const shown = all.filter((c) => c.listed || holds(type, c.id));
    const rows = shown.map((c) => presentBalance(c, held.get(`${type}:${c.id}`) ?? ZERO, at));
    const value = rows.reduce((sum, row) => sum.plus(row.usdt_value ?? 0), new Money(0));
    grand = grand.plus(value);
    return { type, usdt_value: toDecimalString(value), balances: rows };
  });
  return { total_usdt: toDecimalString(grand), accounts };
}
