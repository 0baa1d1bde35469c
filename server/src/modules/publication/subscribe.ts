// Subscribing to a new coin: the payment is frozen and the coins are reserved from the project's
// supply until the operator decides (review.ts). Quantity = USDT value / issue price, where the USDT
// value of a non-USDT payment uses the simulator's price of the moment (crossRate).
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { projects, subscriptions } from '../../db/schema/publication.ts';
import { InsufficientFunds } from '../../ledger/index.ts';
import {
  InvalidDecimal,
  Money,
  parseAmount,
  roundCredit,
  toDecimalString,
  type Decimal,
} from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { crossRate } from '../market/prices.ts';
import { coinMap } from './coins.ts';
import { publicationFail } from './errors.ts';
import { presentProject, projectState, remainingOf, requireProject } from './projects.ts';
import { presentSubscription } from './records.ts';
import type { Lang } from '../../i18n/index.ts';

export interface SubscribeInput {
  project_id: number;
  currency_id: number;
  amount: string;
}

function parsePayment(input: string, places: number): Decimal {
  try {
    return parseAmount(input, places);
  } catch (error) {
    if (error instanceof InvalidDecimal)
      throw fail.validation({
        amount: { key: 'publication.field.amount_places', params: { places } },
      });
    throw error;
  }
}

/** The subscription form: the project, the user's available balance in each accepted currency. */
export async function subscriptionForm(deps: Deps, userId: number, projectId: number, lang: Lang) {
  const project = await requireProject(deps.db, projectId);
  const coins = await coinMap(deps.db);
  const balances = await deps.ledger.balances(userId);
  const now = deps.clock();
  return {
    project: presentProject(project, coins, lang, now),
    balances: project.accepted
      .filter((id) => coins.has(id))
      .map((id) => ({
        currency_id: id,
        currency: coins.get(id)!.symbol,
        available: balances.find((b) => b.type === 'spot' && b.currencyId === id)?.available ?? '0',
        usdt_rate: toDecimalString(crossRate(id, USDT_ID, now)),
      })),
  };
}

export async function subscribe(deps: Deps, userId: number, input: SubscribeInput) {
  const project = await requireProject(deps.db, input.project_id);
  const now = deps.clock();
  const state = projectState(project, now);
  if (state === 'sold_out') throw publicationFail.soldOut();
  if (state !== 'during_subscription') throw publicationFail.notOpen();
  const coins = await coinMap(deps.db);
  const pay = coins.get(input.currency_id);
  const coin = coins.get(project.currencyId);
  if (!pay || !coin || !project.accepted.includes(pay.id))
    throw fail.validation({ currency_id: 'publication.field.currency' });
  const amount = parsePayment(input.amount, pay.decimals);
  const rate = crossRate(pay.id, USDT_ID, now);
  const usdt = amount.times(rate);
  if (usdt.lt(project.minUsdt))
    throw fail.validation({
      amount: {
        key: 'publication.field.amount_min',
        params: { min: toDecimalString(project.minUsdt) },
      },
    });
  if (usdt.gt(project.maxUsdt))
    throw fail.validation({
      amount: {
        key: 'publication.field.amount_max',
        params: { max: toDecimalString(project.maxUsdt) },
      },
    });
  const quantity = roundCredit(usdt.div(project.issuePrice), coin.decimals);
  if (quantity.lte(0))
    throw fail.validation({
      amount: {
        key: 'publication.field.amount_min',
        params: { min: toDecimalString(project.minUsdt) },
      },
    });
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [reserved] = await tx.db
        .update(projects)
        .set({ reserved: sql`${projects.reserved} + ${quantity.toFixed()}` })
        .where(
          and(
            eq(projects.id, project.id),
            sql`${projects.reserved} + ${quantity.toFixed()} <= ${projects.supply}`,
          ),
        )
        .returning();
      if (!reserved) {
        const [fresh] = await tx.db.select().from(projects).where(eq(projects.id, project.id));
        const left = remainingOf(fresh!);
        throw new Money(left).lte(0)
          ? publicationFail.soldOut()
          : publicationFail.exceedsRemaining(left);
      }
      const [created] = await tx.db
        .insert(subscriptions)
        .values({
          userId,
          projectId: project.id,
          payCurrencyId: pay.id,
          amount: amount.toFixed(),
          rate: rate.toDecimalPlaces(18, Money.ROUND_DOWN).toFixed(),
          quantity: quantity.toFixed(),
          status: 'under_review',
          createdAt: now,
        })
        .returning();
      await tx.freeze({
        userId,
        currencyId: pay.id,
        amount: amount.toFixed(),
        key: `subscription:${created!.id}:freeze`,
        kind: 'subscription_freeze',
      });
      return created!;
    });
    return presentSubscription(row, coins, project);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw publicationFail.insufficientBalance();
    throw error;
  }
}
