// Buying an option: the stake moves from the user's options account into the option book at the
// feed's price of the purchase instant (the open price), in one ledger entry with the order row.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { optionOrders, type OptionDirection } from '../../db/schema/derivatives.ts';
import { houseAccount, InsufficientFunds, userAccount } from '../../ledger/index.ts';
import { InvalidDecimal, parseAmount, toDecimalString } from '../../lib/decimal.ts';
import { usdtPrice } from '../market/prices.ts';
import { kycStatus } from '../kyc/status.ts';
import { findDuration, listPayable } from './config.ts';
import { optionFail } from './errors.ts';
import { findPair } from './pairs.ts';
import { presentOption } from './present.ts';

export interface OptionSubmitInput {
  currency_id: number;
  pair_id: number;
  direction: OptionDirection;
  seconds?: number;
  quantity?: string;
}

export async function submitOption(deps: Deps, userId: number, input: OptionSubmitInput) {
  if (!input.seconds) throw optionFail.timeRequired();
  const quantityText = (input.quantity ?? '').trim();
  if (!quantityText) throw optionFail.quantityEmpty();
  const duration = await findDuration(deps.db, input.seconds);
  if (!duration) throw optionFail.timeUnknown();
  if (!duration.enabled) throw optionFail.durationClosed();
  const payable = (await listPayable(deps.db)).find((c) => c.currencyId === input.currency_id);
  if (!payable) throw optionFail.currencyUnknown();
  const pair = await findPair(deps.db, input.pair_id);
  if (!pair) throw optionFail.pairUnknown();
  let quantity;
  try {
    quantity = parseAmount(quantityText, payable.decimals);
  } catch (error) {
    if (error instanceof InvalidDecimal) throw optionFail.quantityInvalid();
    throw error;
  }
  if (quantity.lt(duration.minAmount) || quantity.lt(payable.minAmount))
    throw optionFail.quantityMin();
  if ((await kycStatus(deps.db, userId)).level === 'none') throw optionFail.kycRequired();

  const at = deps.clock();
  const openPrice = usdtPrice(pair.currencyId, at);
  const stake = quantity.toFixed();
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(optionOrders)
        .values({
          userId,
          currencyId: payable.currencyId,
          pairId: pair.currencyId,
          direction: input.direction,
          seconds: duration.seconds,
          payoutRatio: duration.payoutRatio,
          flatBand: duration.flatBand,
          quantity: stake,
          openPrice,
          status: 'waiting',
          createdAt: at,
          deliverAt: new Date(at.getTime() + duration.seconds * 1000),
        })
        .returning();
      const entry = await tx.post({
        kind: 'option_buy',
        key: `option:${created!.id}:buy`,
        memo: { option_id: created!.id, open_price: openPrice },
        legs: [
          {
            account: userAccount(userId, payable.currencyId, 'options'),
            bucket: 'available',
            amount: `-${stake}`,
          },
          {
            account: houseAccount('options_book', payable.currencyId),
            bucket: 'available',
            amount: stake,
          },
        ],
      });
      const [updated] = await tx.db
        .update(optionOrders)
        .set({ entryId: entry.id })
        .where(eq(optionOrders.id, created!.id))
        .returning();
      return updated!;
    });
    return presentOption(
      row,
      { currency: payable.code, symbol: pair.symbol },
      toDecimalString(openPrice),
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw optionFail.insufficient();
    throw error;
  }
}
