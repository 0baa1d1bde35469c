// Referral rebates: the inviter's share of a team member's trading fee, paid through the ledger
// inside the caller's own ledger transaction, at most once per fee.
import { eq } from 'drizzle-orm';
import { authUsers } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { referralRebates } from '../../db/schema/community.ts';
import type { HouseName, LedgerTx } from '../../ledger/index.ts';
import { parseDecimal, roundCredit } from '../../lib/decimal.ts';
import { directCount, levelFor, loadLevels } from './levels.ts';

export interface RebateInput {
  /** Who paid the fee. */
  tradeUserId: number;
  currencyId: number;
  /** The fee the trade user paid, a positive decimal string. */
  fee: string;
  /** Unique per fee, e.g. `spot_fill:<id>` or `option_order:<id>`; a repeat pays nothing. */
  sourceKey: string;
  /** The house that collected the fee in this transaction (default 'fees'); the rebate comes out of it. */
  from?: HouseName;
  /** When the fee was paid (the caller's clock); default now. */
  at?: Date;
}

export interface PaidRebate {
  id: number;
  inviterId: number;
  amount: string;
}

/**
 * Call INSIDE `ledger.run(tx => ...)`, after the fee was posted to its house in the same `tx`.
 * Pays the inviter of `tradeUserId` their level's ratio of `fee` (rounded down to the coin's
 * decimals) into their spot account. Returns null when nothing is due: no inviter, a disabled
 * inviter, an inviter who is the trader, a zero amount, or a `sourceKey` already paid.
 */
export async function payRebate(tx: LedgerTx, input: RebateInput): Promise<PaidRebate | null> {
  const fee = parseDecimal(input.fee);
  if (!fee.gt(0)) return null;
  const [trader] = await tx.db
    .select({ inviterId: authUsers.inviterId })
    .from(authUsers)
    .where(eq(authUsers.id, input.tradeUserId));
  const inviterId = trader?.inviterId;
  if (!inviterId || inviterId === input.tradeUserId) return null;
  const [inviter] = await tx.db
    .select({ disabledAt: authUsers.disabledAt })
    .from(authUsers)
    .where(eq(authUsers.id, inviterId));
  if (!inviter || inviter.disabledAt) return null;

  const [coin] = await tx.db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.id, input.currencyId));
  if (!coin) return null;
  const level = levelFor(await loadLevels(tx.db), await directCount(tx.db, inviterId));
  const amount = roundCredit(fee.mul(level.rebateRatio), coin.decimals);
  if (!amount.gt(0)) return null;

  const [row] = await tx.db
    .insert(referralRebates)
    .values({
      sourceKey: input.sourceKey,
      inviterId,
      tradeUserId: input.tradeUserId,
      currencyId: input.currencyId,
      fee: fee.toFixed(),
      ratio: level.rebateRatio,
      amount: amount.toFixed(),
      createdAt: input.at ?? new Date(),
    })
    .onConflictDoNothing({ target: referralRebates.sourceKey })
    .returning();
  if (!row) return null; // this fee already paid its rebate

  const entry = await tx.credit({
    key: `rebate:${input.sourceKey}`,
    kind: 'referral_rebate',
    userId: inviterId,
    currencyId: input.currencyId,
    amount: amount.toFixed(),
    from: input.from ?? 'fees',
    memo: { rebate_id: row.id, trade_user_id: input.tradeUserId },
  });
  await tx.db
    .update(referralRebates)
    .set({ entryId: entry.id })
    .where(eq(referralRebates.id, row.id));
  return { id: row.id, inviterId, amount: amount.toFixed() };
}
