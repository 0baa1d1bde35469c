// Buying whole miners or seats (equal shares of a machine), paid in USDT from the spot account into
// the mining book. A purchase prepares for the model's preparation days, then earns (yields.ts).
import type { Deps } from '../../http/context.ts';
import { userMiners } from '../../db/schema/publication.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import { Money, roundCredit, toDecimalString } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { coinMap, DAY_MS } from '../publication/coins.ts';
import { miningFail, parseQuantity } from './errors.ts';
import { presentModel, requireOnSale } from './models.ts';
import { presentMiner } from './miners.ts';

export type Kind = 'machine' | 'seat';

export interface BuyInput {
  id: number;
  quantity: number | string;
}

/** The purchase form: the model and the user's available USDT. */
export async function buyForm(deps: Deps, userId: number, id: number) {
  const coins = await coinMap(deps.db);
  const model = await requireOnSale(deps.db, id, coins);
  const balances = await deps.ledger.balances(userId);
  return {
    model: presentModel(model, coins, deps.clock()),
    currency: 'USDT',
    available:
      balances.find((b) => b.type === 'spot' && b.currencyId === USDT_ID)?.available ?? '0',
  };
}

export async function buy(deps: Deps, userId: number, kind: Kind, input: BuyInput) {
  const coins = await coinMap(deps.db);
  const model = await requireOnSale(deps.db, Number(input.id), coins);
  const quantity = parseQuantity(input.quantity);
  const now = deps.clock();
  if (now >= model.offerEndsAt) throw miningFail.offerEnded();
  const unit = kind === 'machine' ? model.price : model.seatPrice;
  const paid = new Money(unit).times(quantity);
  const share = kind === 'machine' ? new Money(quantity) : new Money(quantity).div(model.seats);
  const dailyYield = roundCredit(
    new Money(model.dailyYield).times(share),
    coins.get(model.coinId)?.decimals ?? 8,
  );
  const earningFrom = new Date(now.getTime() + model.prepareDays * DAY_MS);
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(userMiners)
        .values({
          userId,
          modelId: model.id,
          // The terms its yields are paid by, copied: a later edit of the model only affects new miners.
          coinId: model.coinId,
          hashrate: model.hashrate,
          hashrateUnit: model.hashrateUnit,
          kind,
          quantity,
          share: share.toDecimalPlaces(18, Money.ROUND_DOWN).toFixed(),
          paid: paid.toFixed(),
          dailyYield: dailyYield.toFixed(),
          createdAt: now,
          earningFrom,
          endsAt: new Date(earningFrom.getTime() + model.runDays * DAY_MS),
          paidDays: 0,
          accumulated: '0',
        })
        .returning();
      await tx.debit({
        userId,
        currencyId: USDT_ID,
        amount: toDecimalString(paid),
        to: 'mining_rewards',
        key: `miner:${created!.id}:pay`,
        kind: 'miner_purchase',
      });
      return created!;
    });
    return presentMiner(row, model, coins, now);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw miningFail.insufficientBalance();
    throw error;
  }
}
