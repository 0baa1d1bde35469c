// Subscribing to a new coin: the payment is frozen and the coins are reserved from the project's
// supply until the operator decides (review.ts). Quantity = USDT value / issue price, where the USDT
// value of a non-USDT payment uses the simulator's price of the moment (crossRate). A closed project,
// a delisted payment coin and a user's total above the project's per-user limit are refused (2744-2746).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
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
import { allCoinMap } from './coins.ts';
import { projectFail } from './admin-errors.ts';
import { publicationFail } from './errors.ts';
import {
  payableOf,
  presentProject,
  projectState,
  remainingOf,
  requireProject,
} from './projects.ts';
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

/** What a user may still subscribe to a project under its per-user limit (USDT value, not below 0). */
async function userLeftUsdt(db: Db, userId: number, projectId: number, limit: string) {
  // What the user already holds in this project (under review or passed), in USDT value.
  const [held] = await db
    .select({
      usdt: sql<string>`coalesce(sum(${subscriptions.amount} * ${subscriptions.rate}), 0)::text`,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.projectId, projectId),
        ne(subscriptions.status, 'rejected'),
      ),
    );
  return Money.max(0, new Money(limit).minus(held?.usdt ?? '0'));
}

/** The subscription form: the project, the user's available balance in each accepted currency. */
export async function subscriptionForm(deps: Deps, userId: number, projectId: number, lang: Lang) {
  const project = await requireProject(deps.db, projectId);
  const coins = await allCoinMap(deps.db);
  const balances = await deps.ledger.balances(userId);
  const now = deps.clock();
  const left =
    project.userLimitUsdt === null
      ? null
      : await userLeftUsdt(deps.db, userId, project.id, project.userLimitUsdt);
  return {
    project: presentProject(project, coins, lang, now),
    user_left_usdt: left && toDecimalString(left.toDecimalPlaces(8, Money.ROUND_DOWN)),
    balances: payableOf(project, coins).map((id) => ({
      currency_id: id,
      currency: coins.get(id)!.symbol,
      available: balances.find((b) => b.type === 'spot' && b.currencyId === id)?.available ?? '0',
      usdt_rate: toDecimalString(crossRate(id, USDT_ID, now)),
    })),
  };
}

type ProjectRow = typeof projects.$inferSelect;

/** Refuses a project that takes no subscription now: closed by the operator, outside its window, sold out. */
function refuseUnopen(project: ProjectRow, now: Date) {
  if (project.state === 'closed') throw projectFail.closed();
  const state = projectState(project, now);
  if (state === 'sold_out') throw publicationFail.soldOut();
  if (state !== 'during_subscription') throw publicationFail.notOpen();
}

/**
 * The subscription copies the terms it is made under (issue price, lock-up, rate) from the project
 * row locked for it, so a later edit or close of the project never changes it (migration 0030).
 */
export async function subscribe(deps: Deps, userId: number, input: SubscribeInput) {
  const project = await requireProject(deps.db, input.project_id);
  const now = deps.clock();
  refuseUnopen(project, now);
  const coins = await allCoinMap(deps.db);
  const pay = coins.get(input.currency_id);
  const coin = coins.get(project.currencyId);
  if (!pay || !coin || !project.accepted.includes(pay.id))
    throw fail.validation({ currency_id: 'publication.field.currency' });
  if (!pay.listed) throw projectFail.payDelisted(pay.symbol);
  const amount = parsePayment(input.amount, pay.decimals);
  const rate = crossRate(pay.id, USDT_ID, now);
  const usdt = amount.times(rate);
  const storedRate = rate.toDecimalPlaces(18, Money.ROUND_DOWN);
  try {
    const { row, terms } = await deps.ledger.run(async (tx) => {
      // The terms as they are now, the row locked until the subscription is written.
      const [locked] = await tx.db
        .select()
        .from(projects)
        .where(eq(projects.id, project.id))
        .for('update');
      const terms = locked!;
      refuseUnopen(terms, now);
      if (!terms.accepted.includes(pay.id))
        throw fail.validation({ currency_id: 'publication.field.currency' });
      if (usdt.lt(terms.minUsdt))
        throw fail.validation({
          amount: {
            key: 'publication.field.amount_min',
            params: { min: toDecimalString(terms.minUsdt) },
          },
        });
      if (usdt.gt(terms.maxUsdt))
        throw fail.validation({
          amount: {
            key: 'publication.field.amount_max',
            params: { max: toDecimalString(terms.maxUsdt) },
          },
        });
      const quantity = roundCredit(usdt.div(terms.issuePrice), coin.decimals);
      if (quantity.lte(0))
        throw fail.validation({
          amount: {
            key: 'publication.field.amount_min',
            params: { min: toDecimalString(terms.minUsdt) },
          },
        });
      if (terms.userLimitUsdt !== null) {
        const left = await userLeftUsdt(tx.db, userId, project.id, terms.userLimitUsdt);
        if (amount.times(storedRate).gt(left))
          throw projectFail.userLimit(toDecimalString(left.toDecimalPlaces(8, Money.ROUND_DOWN)));
      }
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
        const left = remainingOf(terms);
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
          rate: storedRate.toFixed(),
          quantity: quantity.toFixed(),
          lockDays: terms.lockDays,
          issuePrice: terms.issuePrice,
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
      return { row: created!, terms: reserved };
    });
    return presentSubscription(row, coins, terms);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw publicationFail.insufficientBalance();
    throw error;
  }
}
