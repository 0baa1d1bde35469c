// A transfer between two of the user's own accounts: one ledger entry (move_between_types) and its
// record, in one transaction. Idempotent on the client's request_id.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { accountTransfers } from '../../db/schema/assets.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import { InsufficientFunds, type AccountType } from '../../ledger/index.ts';
import { parseAmount, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { requireCurrency } from './currencies.ts';
import { presentTransfer, type TransferRow } from './present.ts';

export interface ChangeInput {
  from: AccountType;
  to: AccountType;
  currency_id: number;
  amount: string;
  request_id: string;
}

const sameAccount = () =>
  new AppError(400, 'assets.same_account', {
    code: ErrorCode.assetsSameAccount,
    fields: { to: 'assets.same_account' },
  });
const reused = () =>
  new AppError(409, 'assets.request_reused', { code: ErrorCode.assetsRequestReused });
const insufficient = () =>
  new AppError(422, 'assets.insufficient_balance', { code: ErrorCode.assetsInsufficientBalance });

function amountOf(input: string, decimals: number): Decimal {
  try {
    return parseAmount(input, decimals);
  } catch {
    const params = { decimals };
    throw new AppError(400, 'assets.amount_invalid', {
      code: ErrorCode.assetsAmountInvalid,
      params,
      fields: { amount: { key: 'assets.amount_invalid', params } },
    });
  }
}

async function findByRequest(
  db: Db,
  userId: number,
  requestId: string,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTransfers)
    .where(and(eq(accountTransfers.userId, userId), eq(accountTransfers.requestId, requestId)));
  return row;
}

/** A repeat must describe the same transfer; otherwise the id was reused for something else. */
function sameTransfer(row: TransferRow, input: ChangeInput, amount: Decimal): boolean {
  return (
    row.fromType === input.from &&
    row.toType === input.to &&
    row.currencyId === input.currency_id &&
    toDecimalString(row.amount) === toDecimalString(amount)
  );
}

export async function walletChange(deps: Deps, userId: number, input: ChangeInput) {
  if (input.from === input.to) throw sameAccount();
  const currency = await requireCurrency(deps.db, input.currency_id);
  const amount = amountOf(input.amount, currency.decimals);
  let row: TransferRow;
  try {
    row = await deps.ledger.run(async (tx) => {
      const entry = await tx.moveBetweenTypes({
        userId,
        currencyId: currency.id,
        amount,
        from: input.from,
        to: input.to,
        key: `account_transfer:${userId}:${input.request_id}`,
        memo: { request_id: input.request_id },
      });
      if (entry.replayed) {
        const existing = await findByRequest(tx.db, userId, input.request_id);
        if (!existing) throw reused();
        return existing;
      }
      const [created] = await tx.db
        .insert(accountTransfers)
        .values({
          userId,
          requestId: input.request_id,
          currencyId: currency.id,
          fromType: input.from,
          toType: input.to,
          amount: amount.toFixed(),
          entryId: entry.id,
          createdAt: deps.clock(),
        })
        .returning();
      return created!;
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw insufficient();
    throw error;
  }
  if (!sameTransfer(row, input, amount)) throw reused();
  return presentTransfer(row, currency);
}
