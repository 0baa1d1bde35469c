import type { Deps } from '../../http/context.ts';
import { userAccount, type AccountType } from '../../ledger/index.ts';
import { requireWalletCurrency } from './currencies.ts';
import { readJournal } from './journal.ts';
import { presentBalance } from './present.ts';

export const DETAIL_JOURNAL_SIZE = 20;

/** One currency in one of the user's accounts, with its most recent changes. */
export async function walletDetail(
  deps: Deps,
  userId: number,
  currencyId: number,
  type: AccountType,
) {
  const currency = await requireWalletCurrency(deps.db, currencyId);
  const balance = await deps.ledger.account(userAccount(userId, currencyId, type));
  const journal = await readJournal(deps.db, { userId, currencyId, type }, DETAIL_JOURNAL_SIZE, 0);
  return { type, balance: presentBalance(currency, balance, deps.clock()), journal };
}
