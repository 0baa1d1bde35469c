// Balance reads. Outside ledger.run() they see committed state; inside, the transaction's own view.
import type { Db } from '../db/index.ts';
import { Money, toDecimalString } from '../lib/decimal.ts';
import { isHouse, type AccountRef, type AccountType } from './accounts.ts';
import { rows, sql, type Row } from './sql.ts';

export interface AccountBalance {
  /** null when the account has never been used (all amounts are then "0"). */
  accountId: number | null;
  currencyId: number;
  available: string;
  frozen: string;
  total: string;
}
export interface UserBalance extends AccountBalance {
  accountId: number;
  type: AccountType;
}

function toBalance(row: Row): AccountBalance {
  const available = new Money(row.available as string);
  const frozen = new Money(row.frozen as string);
  return {
    accountId: Number(row.id),
    currencyId: Number(row.currency_id),
    available: toDecimalString(available),
    frozen: toDecimalString(frozen),
    total: toDecimalString(available.plus(frozen)),
  };
}

export async function readAccount(db: Db, ref: AccountRef): Promise<AccountBalance> {
  const found = isHouse(ref)
    ? await rows(
        db,
        sql`SELECT id, currency_id, available, frozen FROM ledger_accounts
        WHERE user_id IS NULL AND account_type IS NULL AND house = ${ref.house} AND currency_id = ${ref.currencyId}`,
      )
    : await rows(
        db,
        sql`SELECT id, currency_id, available, frozen FROM ledger_accounts
        WHERE user_id = ${ref.userId} AND account_type = ${ref.type} AND house IS NULL AND currency_id = ${ref.currencyId}`,
      );
  if (found[0]) return toBalance(found[0]);
  return { accountId: null, currencyId: ref.currencyId, available: '0', frozen: '0', total: '0' };
}

/** Every account the user has used, ordered by currency then account type. */
export async function readUserBalances(db: Db, userId: number): Promise<UserBalance[]> {
  const found = await rows(
    db,
    sql`SELECT id, currency_id, account_type, available, frozen FROM ledger_accounts
    WHERE user_id = ${userId} ORDER BY currency_id, account_type`,
  );
  return found.map((row) => ({
    ...toBalance(row),
    accountId: Number(row.id),
    type: row.account_type as AccountType,
  }));
}
