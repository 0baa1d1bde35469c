// Opening a position at the feed's price now: margin frozen in the user's contract account and the
// fee paid to the fee house, in one ledger entry with the position row.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { leverPositions, type LeverSide } from '../../db/schema/derivatives.ts';
import { houseAccount, InsufficientFunds, userAccount, type Leg } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { usdtPrice } from '../market/prices.ts';
import { findPair } from '../options/pairs.ts';
import { anyMarket, marketMultiples } from './config.ts';
import { leverFail } from './errors.ts';
import { positionTerms, stopSideError } from './math.ts';
import { payRebate } from '../referral/index.ts';
import { presentPosition } from './present.ts';

export interface LeverSubmitInput {
  currency_id: number;
  side: LeverSide;
  lots: string;
  multiple: number;
  stop_profit: string;
  stop_loss: string;
}

/** Lots: a positive integer, at least 1. */
export function parseLots(text: string): number {
  const trimmed = String(text ?? '').trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > 1_000_000)
    throw leverFail.lotsMin();
  return Number(trimmed);
}

export function checkStops(
  side: LeverSide,
  price: string,
  stopProfit: string,
  stopLoss: string,
): void {
  const wrong = stopSideError(side, price, stopProfit, stopLoss);
  if (wrong === 'stop_profit') throw leverFail.stopProfitSide();
  if (wrong === 'stop_loss') throw leverFail.stopLossSide();
}

export async function openPosition(deps: Deps, userId: number, input: LeverSubmitInput) {
  const lots = parseLots(input.lots);
  const pair = await findPair(deps.db, input.currency_id);
  const market = pair && (await anyMarket(deps.db, input.currency_id));
  if (!pair || !market) throw leverFail.pairUnknown();
  if (!market.enabled) throw leverFail.marketClosed();
  if (!marketMultiples(market).includes(Number(input.multiple))) throw leverFail.multipleUnknown();
  const at = deps.clock();
  const price = usdtPrice(pair.currencyId, at);
  checkStops(input.side, price, input.stop_profit, input.stop_loss);
  const terms = positionTerms({
    side: input.side,
    lots,
    lotSize: market.lotSize,
    multiple: input.multiple,
    price,
    feeRate: market.feeRate,
    maintenanceRate: market.maintenanceRate,
  });
  const margin = toDecimalString(terms.margin);
  const fee = toDecimalString(terms.fee);
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(leverPositions)
        .values({
          userId,
          currencyId: pair.currencyId,
          side: input.side,
          lots,
          lotSize: market.lotSize,
          multiple: Number(input.multiple),
          openPrice: price,
          margin,
          fee,
          stopProfit: input.stop_profit,
          stopLoss: input.stop_loss,
          liquidationPrice: terms.liquidationPrice.toFixed(),
          status: 'holding',
          checkedAt: at,
          createdAt: at,
        })
        .returning();
      const legs: Leg[] = [
        {
          account: userAccount(userId, USDT_ID, 'contract'),
          bucket: 'available',
          amount: `-${toDecimalString(terms.margin.plus(terms.fee))}`,
        },
        { account: userAccount(userId, USDT_ID, 'contract'), bucket: 'frozen', amount: margin },
      ];
      if (terms.fee.gt(0))
        legs.push({ account: houseAccount('fees', USDT_ID), bucket: 'available', amount: fee });
      const entry = await tx.post({
        kind: 'lever_open',
        key: `lever:${created!.id}:open`,
        memo: { position_id: created!.id, open_price: price },
        legs,
      });
      await payRebate(tx, {
        tradeUserId: userId,
        currencyId: USDT_ID,
        fee,
        sourceKey: `lever_open:${created!.id}`,
        at,
      });
      const [updated] = await tx.db
        .update(leverPositions)
        .set({ entryId: entry.id })
        .where(eq(leverPositions.id, created!.id))
        .returning();
      return updated!;
    });
    return presentPosition(row, pair.code, price);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw leverFail.insufficient();
    throw error;
  }
}
