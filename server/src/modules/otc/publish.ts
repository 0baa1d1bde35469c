// Publishing an ad (trade/publish): basic KYC, a paid margin (locked for the transaction), no
// suspension by an operator, each payment method bound for a sell ad, whose whole quantity is then
// frozen in the spot account.
import type { Deps } from '../../http/context.ts';
import { otcAds } from '../../db/schema/otc.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import {
  assertBound,
  assertPlatformLimits,
  parseAdFields,
  type AdFieldsInput,
} from './ad-fields.ts';
import { otcFail } from './errors.ts';
import { assertKyc, isSuspended, paidMargin, requireMargin } from './gates.ts';
import { requireOtcCoin } from './market.ts';
import { presentAd } from './present-ad.ts';
import { otcTerms } from './terms.ts';

export interface PublishInput extends AdFieldsInput {
  side: 'buy' | 'sell';
  currency_id: number;
}

export async function publishAd(deps: Deps, userId: number, input: PublishInput) {
  await assertKyc(deps.db, userId);
  if (!(await paidMargin(deps.db, userId))) throw otcFail.marginRequired(); // early answer; re-checked under lock
  if (await isSuspended(deps.db, userId)) throw otcFail.merchantSuspended(); // likewise
  const terms = await otcTerms(deps.db);
  const coin = await requireOtcCoin(deps.db, terms, input.currency_id);
  const fields = parseAdFields(input, coin);
  assertPlatformLimits(fields.minAmount, fields.maxAmount, terms);
  if (input.side === 'sell') await assertBound(deps.db, userId, fields.payKinds);
  const now = deps.clock();
  try {
    const ad = await deps.ledger.run(async (tx) => {
      await requireMargin(tx.db, userId);
      const quantity = fields.quantity.toFixed();
      const [row] = await tx.db
        .insert(otcAds)
        .values({
          userId,
          side: input.side,
          currencyId: coin.id,
          legal: terms.legal,
          price: fields.price.toFixed(),
          totalQuantity: quantity,
          remainingQuantity: quantity,
          minAmount: fields.minAmount.toFixed(),
          maxAmount: fields.maxAmount.toFixed(),
          payKinds: fields.payKinds,
          remark: fields.remark,
          status: 'online',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (input.side === 'sell') {
        await tx.freeze({
          userId,
          currencyId: coin.id,
          amount: quantity,
          key: `otc:ad:${row!.id}:freeze`,
          kind: 'otc_ad_freeze',
          memo: { ad_id: row!.id },
        });
      }
      return row!;
    });
    return presentAd(deps.db, userId, ad);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw otcFail.insufficientBalance();
    throw error;
  }
}
