// A withdrawal as the finance reviewer sees it: where the money goes, the user's spot wallets and
// latest journal lines, and a warning when the amount is unusual for this user.
import { and, asc, eq, lt, max } from 'drizzle-orm';
import { currencies, ledgerAccounts } from '../../db/schema/core.ts';
import { withdrawals } from '../../db/schema/withdraw.ts';
import type { Db } from '../../db/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { readJournal } from '../assets/journal.ts';
import { priceSource } from '../market/prices.ts';
import { facts, type ItemDetail } from '../review/detail.ts';
import type { ReviewContext } from '../review/registry.ts';

type Row = typeof withdrawals.$inferSelect;

/** Journal lines shown beside a withdrawal. */
export const JOURNAL_LINES = 10;

/** The unusual-amount rule: more than this many times the user's largest earlier paid-out
 * withdrawal of the same coin... */
export const UNUSUAL_MULTIPLE = 3;
/** ...or, with no earlier paid-out withdrawal of that coin, worth at least this many USDT. */
export const FIRST_WITHDRAWAL_USDT = 10_000;

export const summarizeWithdrawal = (r: Row) =>
  `user ${r.userId}: ${r.amount} of currency ${r.currencyId} (fee ${r.fee}, receives ${r.receive}) by ${r.method} to ${r.network ?? ''} ${r.destination}`;

async function unusualAmount(db: Db, r: Row, symbol: string) {
  const [earlier] = await db
    .select({ largest: max(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, r.userId),
        eq(withdrawals.currencyId, r.currencyId),
        eq(withdrawals.status, 'passed'),
        lt(withdrawals.id, r.id),
      ),
    );
  const amount = new Money(r.amount);
  const amountText = `${toDecimalString(amount)} ${symbol}`;
  if (earlier?.largest != null) {
    const largest = new Money(earlier.largest);
    if (!amount.gt(largest.times(UNUSUAL_MULTIPLE))) return [];
    const times = amount.div(largest).toDecimalPlaces(1, Money.ROUND_DOWN).toFixed();
    return [
      {
        key: 'unusual_amount',
        rule: 'multiple',
        params: {
          amount: toDecimalString(amount),
          symbol,
          times,
          largest: toDecimalString(largest),
          multiple: String(UNUSUAL_MULTIPLE),
        },
        detail: `${amountText} is ${times}x this user's largest earlier paid-out ${symbol} withdrawal (${toDecimalString(largest)} ${symbol}); the rule warns above ${UNUSUAL_MULTIPLE}x`,
      },
    ];
  }
  const prices = priceSource();
  if (!prices.supports(r.currencyId)) return [];
  const worth = amount.times(prices.usdtPrice(r.currencyId, r.createdAt));
  if (worth.lt(FIRST_WITHDRAWAL_USDT)) return [];
  return [
    {
      key: 'unusual_amount',
      rule: 'first',
      params: {
        amount: toDecimalString(amount),
        symbol,
        worth: worth.toDecimalPlaces(2, Money.ROUND_DOWN).toFixed(),
        threshold: String(FIRST_WITHDRAWAL_USDT),
      },
      detail: `first ${symbol} withdrawal of this user, ${amountText} worth ${worth.toDecimalPlaces(2, Money.ROUND_DOWN).toFixed()} USDT; the rule warns from ${FIRST_WITHDRAWAL_USDT} USDT`,
    },
  ];
}

async function spotBalances(db: Db, userId: number) {
  const found = await db
    .select({
      currency: currencies.symbol,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
    })
    .from(ledgerAccounts)
    .innerJoin(currencies, eq(currencies.id, ledgerAccounts.currencyId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.accountType, 'spot')))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  return found.map((b) => ({
    currency: b.currency,
    available: toDecimalString(b.available),
    frozen: toDecimalString(b.frozen),
  }));
}

export async function withdrawalDetail(
  context: ReviewContext,
  id: number,
): Promise<ItemDetail | undefined> {
  const db = context.database.db;
  const [found] = await db
    .select({ row: withdrawals, symbol: currencies.symbol })
    .from(withdrawals)
    .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
    .where(eq(withdrawals.id, id));
  if (!found) return undefined;
  const { row: r, symbol } = found;
  const [warnings, balances, journal] = await Promise.all([
    unusualAmount(db, r, symbol),
    spotBalances(db, r.userId),
    readJournal(db, { userId: r.userId }, JOURNAL_LINES, 0),
  ]);
  return {
    status: r.status,
    summary: summarizeWithdrawal(r),
    createdAt: r.createdAt,
    userId: r.userId,
    facts: facts({
      method: r.method,
      currency: symbol,
      amount: toDecimalString(r.amount),
      fee: toDecimalString(r.fee),
      receive: toDecimalString(r.receive),
      network: r.network,
      address: r.address,
      destination: r.method === 'bank' ? r.destination : null,
      memo: r.remark,
      payout_reference: r.payoutReference,
      reason: r.reason,
    }),
    photos: [],
    warnings,
    balances,
    journal: journal.map((line) => ({
      at: new Date(line.created_at),
      kind: line.kind,
      currency: line.symbol,
      amount: line.amount,
    })),
  };
}
