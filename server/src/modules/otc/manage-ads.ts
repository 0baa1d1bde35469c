// The owner's changes to an ad: edit (offline, no open orders; a sell ad's freeze follows the new
// remaining quantity), publish/unpublish, delete (a sell ad's remaining coins are unfrozen).
// Each locks the ad row first, so an order placed at the same moment cannot slip in between.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import type { Deps } from '../../http/context.ts';
import { otcAds, type OtcAdRow } from '../../db/schema/otc.ts';
import { fail } from '../../http/app-error.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { Money } from '../../lib/decimal.ts';
import { listCoins } from '../exchange/currencies.ts';
import {
  assertBound,
  assertPlatformLimits,
  parseAdFields,
  type AdFieldsInput,
} from './ad-fields.ts';
import { otcFail } from './errors.ts';
import { assertKyc, openOrdersOn, requireMargin } from './gates.ts';
import { requireOtcCoin } from './market.ts';
import { presentAd } from './present-ad.ts';
import { otcTerms } from './terms.ts';

/** The user's own ad, not deleted; anyone else's is as unknown as a missing one. */
export async function ownAd(db: Db, userId: number, id: number, lock = false): Promise<OtcAdRow> {
  const query = db
    .select()
    .from(otcAds)
    .where(and(eq(otcAds.id, id), eq(otcAds.userId, userId), ne(otcAds.status, 'deleted')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound();
  return row;
}

export async function editAd(deps: Deps, userId: number, input: AdFieldsInput & { id: number }) {
  const current = await ownAd(deps.db, userId, input.id);
  if (current.status === 'online') throw otcFail.adOnline();
  if ((await openOrdersOn(deps.db, current.id)) > 0) throw otcFail.adHasOrders();
  const coin = (await listCoins(deps.db)).find((c) => c.id === current.currencyId);
  if (!coin) throw otcFail.coinUnknown();
  const fields = parseAdFields(input, coin);
  assertPlatformLimits(fields.minAmount, fields.maxAmount, await otcTerms(deps.db));
  if (fields.quantity.lt(current.tradedQuantity)) throw otcFail.belowTraded();
  if (current.side === 'sell') await assertBound(deps.db, userId, fields.payKinds);
  const now = deps.clock();
  try {
    const ad = await deps.ledger.run(async (tx) => {
      const locked = await ownAd(tx.db, userId, input.id, true);
      if (locked.status === 'online') throw otcFail.adOnline();
      if ((await openOrdersOn(tx.db, locked.id)) > 0) throw otcFail.adHasOrders();
      const remaining = fields.quantity.minus(locked.tradedQuantity);
      const [row] = await tx.db
        .update(otcAds)
        .set({
          price: fields.price.toFixed(),
          totalQuantity: fields.quantity.toFixed(),
          remainingQuantity: remaining.toFixed(),
          minAmount: fields.minAmount.toFixed(),
          maxAmount: fields.maxAmount.toFixed(),
          payKinds: fields.payKinds,
          remark: fields.remark,
          updatedAt: now,
        })
        .where(eq(otcAds.id, locked.id))
        .returning();
      const diff = remaining.minus(locked.remainingQuantity);
      if (locked.side === 'sell' && !diff.isZero()) {
        const op = {
          userId,
          currencyId: locked.currencyId,
          amount: diff.abs(),
          key: `otc:ad:${locked.id}:edit:${randomUUID()}`,
          memo: { ad_id: locked.id },
        };
        await (diff.gt(0)
          ? tx.freeze({ ...op, kind: 'otc_ad_freeze' })
          : tx.unfreeze({ ...op, kind: 'otc_ad_unfreeze' }));
      }
      return row!;
    });
    return presentAd(deps.db, userId, ad);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw otcFail.insufficientBalance();
    throw error;
  }
}

/**
 * show=1 needs KYC and the margin, like publishing, a listed OTC coin and limits within the
 * platform's order limits of now; show=0 only hides the ad (its orders go on).
 */
export async function showAd(deps: Deps, userId: number, id: number, show: 0 | 1) {
  const current = await ownAd(deps.db, userId, id);
  if (show === 1) {
    await assertKyc(deps.db, userId);
    const terms = await otcTerms(deps.db);
    await requireOtcCoin(deps.db, terms, current.currencyId);
    assertPlatformLimits(current.minAmount, current.maxAmount, terms);
  }
  const now = deps.clock();
  const ad = await deps.ledger.run(async (tx) => {
    if (show === 1) await requireMargin(tx.db, userId);
    const locked = await ownAd(tx.db, userId, id, true);
    const [row] = await tx.db
      .update(otcAds)
      .set({ status: show === 1 ? 'online' : 'offline', updatedAt: now })
      .where(eq(otcAds.id, locked.id))
      .returning();
    return row!;
  });
  return presentAd(deps.db, userId, ad);
}

export async function deleteAd(deps: Deps, userId: number, id: number): Promise<void> {
  await ownAd(deps.db, userId, id);
  const now = deps.clock();
  await deps.ledger.run(async (tx) => {
    const locked = await ownAd(tx.db, userId, id, true);
    if ((await openOrdersOn(tx.db, locked.id)) > 0) throw otcFail.adHasOrders();
    await tx.db
      .update(otcAds)
      .set({ status: 'deleted', remainingQuantity: '0', updatedAt: now })
      .where(eq(otcAds.id, locked.id));
    if (locked.side === 'sell' && new Money(locked.remainingQuantity).gt(0)) {
      await tx.unfreeze({
        userId,
        currencyId: locked.currencyId,
        amount: new Money(locked.remainingQuantity),
        key: `otc:ad:${locked.id}:delete`,
        kind: 'otc_ad_unfreeze',
        memo: { ad_id: locked.id },
      });
    }
  });
}
