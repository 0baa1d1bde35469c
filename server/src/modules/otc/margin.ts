// The merchant's margin (trade/bail, transfer, refund, transferRecord): paying freezes it in the spot
// account, refunding unfreezes it once the user has no online ads and no open orders on their ads.
// Each payment and refund is recorded; the margin row's primary key refuses a second payment.
import { count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { currencies } from '../../db/schema/core.ts';
import { otcMarginRecords, otcMargins } from '../../db/schema/otc.ts';
import { InsufficientFunds, userAccount } from '../../ledger/index.ts';
import { roundFee, toDecimalString } from '../../lib/decimal.ts';
import { otcFail } from './errors.ts';
import { assertKyc, lockedMargin, paidMargin, refundBlocker } from './gates.ts';
import { marginCoin } from './market.ts';
import { otcTerms } from './terms.ts';

export async function marginOf(deps: Deps, userId: number) {
  const terms = await otcTerms(deps.db);
  const coin = await marginCoin(deps.db, terms);
  const row = await paidMargin(deps.db, userId);
  const balance = await deps.ledger.account(userAccount(userId, coin.id));
  return {
    currency_id: coin.id,
    currency: coin.symbol,
    required_amount: toDecimalString(roundFee(terms.marginAmount, coin.decimals)),
    paid_amount: row ? toDecimalString(row.amount) : '0',
    paid: Boolean(row),
    paid_at: row?.paidAt.toISOString() ?? null,
    available: toDecimalString(balance.available),
    refund_blocker: row ? await refundBlocker(deps.db, userId) : null,
  };
}

export async function payMargin(deps: Deps, userId: number) {
  await assertKyc(deps.db, userId);
  const terms = await otcTerms(deps.db);
  const coin = await marginCoin(deps.db, terms);
  const amount = roundFee(terms.marginAmount, coin.decimals).toFixed();
  const now = deps.clock();
  try {
    await deps.ledger.run(async (tx) => {
      const [paid] = await tx.db
        .insert(otcMargins)
        .values({ userId, currencyId: coin.id, amount, paidAt: now })
        .onConflictDoNothing()
        .returning();
      if (!paid) throw otcFail.marginPaid();
      const [record] = await tx.db
        .insert(otcMarginRecords)
        .values({ userId, kind: 'pay', currencyId: coin.id, amount, createdAt: now })
        .returning();
      await tx.freeze({
        userId,
        currencyId: coin.id,
        amount,
        key: `otc:margin:${record!.id}:freeze`,
        kind: 'otc_margin_pay',
        memo: { record_id: record!.id },
      });
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw otcFail.insufficientBalance();
    throw error;
  }
  return marginOf(deps, userId);
}

export async function refundMargin(deps: Deps, userId: number) {
  const now = deps.clock();
  await deps.ledger.run(async (tx) => {
    const margin = await lockedMargin(tx.db, userId);
    if (!margin) throw otcFail.marginRequired();
    if (await refundBlocker(tx.db, userId)) throw otcFail.refundBlocked();
    await tx.db.delete(otcMargins).where(eq(otcMargins.userId, userId));
    const amount = toDecimalString(margin.amount);
    const [record] = await tx.db
      .insert(otcMarginRecords)
      .values({ userId, kind: 'refund', currencyId: margin.currencyId, amount, createdAt: now })
      .returning();
    await tx.unfreeze({
      userId,
      currencyId: margin.currencyId,
      amount,
      key: `otc:margin:${record!.id}:unfreeze`,
      kind: 'otc_margin_refund',
      memo: { record_id: record!.id },
    });
  });
  return marginOf(deps, userId);
}

export async function marginRecords(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number; offset: number },
) {
  const mine = eq(otcMarginRecords.userId, userId);
  const rows = await deps.db
    .select({ row: otcMarginRecords, currency: currencies.symbol })
    .from(otcMarginRecords)
    .innerJoin(currencies, eq(currencies.id, otcMarginRecords.currencyId))
    .where(mine)
    .orderBy(desc(otcMarginRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ n: count() }).from(otcMarginRecords).where(mine);
  return {
    items: rows.map(({ row, currency }) => ({
      id: row.id,
      kind: row.kind,
      currency,
      amount: toDecimalString(row.amount),
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: page.page,
    limit: page.limit,
  };
}
