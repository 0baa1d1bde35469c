import { and, desc, asc, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/index.ts';
import { currencies } from '../../../db/schema/core.ts';
import { balanceAdjustments } from '../../../db/schema/operator-users.ts';
import { operators } from '../../../db/schema/operators.ts';
import type { Deps } from '../../../http/context.ts';
import {
  InsufficientFunds,
  userAccount,
  type AccountType,
  type LedgerTx,
} from '../../../ledger/index.ts';
import { Money, parseDecimal, toDecimalString, type Decimal } from '../../../lib/decimal.ts';
import { recordAudit, type Actor } from '../../audit/audit.ts';
import { UnknownMarket, usdtPrice } from '../../market/prices.ts';
import { getSetting } from '../../settings/settings.ts';
import { operatorFail } from '../errors.ts';
import { existingUser } from './detail.ts';
import { operatorUserFail } from './errors.ts';

// Balance adjustments by an operator, through the ledger (kind operator_adjust, key
// operator_adjust:<id>: posted at most once). Four eyes: when |amount| is worth more than the
// threshold in USDT, the adjustment waits until a different operator approves (posts) or rejects it.

export const ADJUST_THRESHOLD_SETTING = 'console.adjust_threshold_usdt';
export const DEFAULT_ADJUST_THRESHOLD = '1000';
const RECENT = 50;

export async function adjustThreshold(db: Db): Promise<Decimal> {
  try {
    const value = parseDecimal((await getSetting(db, ADJUST_THRESHOLD_SETTING)) ?? '');
    if (value.gte(0)) return value;
  } catch {
    // unset or not a number: the default
  }
  return new Money(DEFAULT_ADJUST_THRESHOLD);
}

/** |amount| in USDT at the platform's price; null for a currency without a market. */
function valueInUsdt(currencyId: number, amount: Decimal, now: Date): Decimal | null {
  try {
    return amount.abs().times(usdtPrice(currencyId, now));
  } catch (error) {
    if (error instanceof UnknownMarket) return null;
    throw error;
  }
}

async function currencyNamed(db: Db, which: string) {
  const byId = /^\d+$/.test(which) ? eq(currencies.id, Number(which)) : undefined;
  const [currency] = await db
    .select()
    .from(currencies)
    .where(or(byId, eq(currencies.symbol, which.toUpperCase())));
  if (!currency) throw operatorUserFail.currencyUnknown(which);
  return currency;
}

function signedAmount(text: string, places: number): Decimal {
  const value = new Money(text.replace(/^\+/, ''));
  if (value.isZero() || value.decimalPlaces() > places)
    throw operatorUserFail.amountInvalid(places);
  return value;
}

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

function selectAdjustments(db: Db) {
  return db
    .select({
      row: balanceAdjustments,
      requestedBy: requester.email,
      decidedBy: decider.email,
      currency: currencies.symbol,
    })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .innerJoin(currencies, eq(currencies.id, balanceAdjustments.currencyId));
}
type Loaded = Awaited<ReturnType<typeof selectAdjustments>>[number];

function presentAdjustment({ row, requestedBy, decidedBy, currency }: Loaded) {
  return {
    id: row.id,
    user_id: row.userId,
    account: row.accountType,
    currency_id: row.currencyId,
    currency,
    amount: toDecimalString(row.amount),
    value_usdt: row.valueUsdt === null ? null : toDecimalString(row.valueUsdt),
    reason: row.reason,
    status: row.status,
    requested_by: requestedBy,
    requested_at: row.requestedAt.toISOString(),
    decided_by: decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    entry_id: row.entryId,
  };
}

async function loadAdjustment(db: Db, id: number): Promise<Loaded | undefined> {
  const [found] = await selectAdjustments(db).where(eq(balanceAdjustments.id, id));
  return found;
}

type Row = typeof balanceAdjustments.$inferSelect;
const refOf = (row: Row) => userAccount(row.userId, row.currencyId, row.accountType);

/** Posts the adjustment: a credit from, or a debit to, the outside world ('external'). */
async function post(tx: LedgerTx, row: Row) {
  const amount = new Money(row.amount);
  const op = {
    userId: row.userId,
    currencyId: row.currencyId,
    amount: amount.abs().toFixed(),
    type: row.accountType,
    key: `operator_adjust:${row.id}`,
    kind: 'operator_adjust',
    memo: { adjustment_id: row.id },
  };
  const entry = amount.isPositive() ? await tx.credit(op) : await tx.debit(op);
  if (entry.replayed) throw operatorFail.notPending();
  return entry;
}

function overdrawn(error: InsufficientFunds, currency: string) {
  return operatorUserFail.overdraw(
    toDecimalString(error.balance),
    currency,
    toDecimalString(error.requested),
  );
}

export interface AdjustInput {
  currency: string;
  amount: string;
  account?: AccountType;
  reason: string;
}

/** A new adjustment: posted at once, or pending a second operator above the threshold. */
export async function requestAdjustment(
  deps: Deps,
  actor: Actor & { operatorId: number },
  userId: number,
  input: AdjustInput,
) {
  const now = deps.clock();
  await existingUser(deps.db, userId);
  const currency = await currencyNamed(deps.db, input.currency);
  const amount = signedAmount(input.amount, currency.decimals);
  const account = input.account ?? 'spot';
  const value = valueInUsdt(currency.id, amount, now);
  const pending = (value ?? amount.abs()).gt(await adjustThreshold(deps.db));
  const ref = userAccount(userId, currency.id, account);
  const balanceKey = `${account}.${currency.symbol}`;
  try {
    const id = await deps.ledger.run(async (tx) => {
      const before = await tx.account(ref);
      // A debit the account cannot cover is refused now, also when it would wait for approval.
      if (amount.isNegative() && amount.abs().gt(before.available))
        throw operatorUserFail.overdraw(before.available, currency.symbol, amount.abs().toFixed());
      const [row] = await tx.db
        .insert(balanceAdjustments)
        .values({
          userId,
          currencyId: currency.id,
          accountType: account,
          amount: amount.toFixed(),
          valueUsdt: value?.toFixed() ?? null,
          reason: input.reason,
          status: 'pending',
          requestedBy: actor.operatorId,
          requestedAt: now,
        })
        .returning();
      let entryId: number | null = null;
      if (!pending) {
        entryId = (await post(tx, row!)).id;
        await tx.db
          .update(balanceAdjustments)
          .set({ status: 'posted', entryId, decidedAt: now })
          .where(eq(balanceAdjustments.id, row!.id));
      }
      await recordAudit(tx.db, now, actor, {
        action: pending ? 'balance.adjust_request' : 'balance.adjust',
        targetType: 'user',
        targetId: String(userId),
        before: { [balanceKey]: before.available },
        after: {
          adjustment_id: row!.id,
          amount: amount.toFixed(),
          status: pending ? 'pending' : 'posted',
          entry_id: entryId,
          [balanceKey]: pending ? before.available : (await tx.account(ref)).available,
        },
        reason: input.reason,
      });
      return row!.id;
    });
    return presentAdjustment((await loadAdjustment(deps.db, id))!);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw overdrawn(error, currency.symbol);
    throw error;
  }
}

/** The pending adjustment a second operator decides; the requester may not. */
async function decidable(db: Db, actor: Actor, id: number): Promise<Loaded> {
  const found = await loadAdjustment(db, id);
  if (!found || found.row.status !== 'pending') throw operatorFail.notPending();
  if (found.row.requestedBy === actor.operatorId) throw operatorUserFail.ownAdjustment();
  return found;
}

/** Re-read under the transaction's row lock: of two decisions at once, one finds it pending. */
async function lockPending(db: Db, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .for('update');
  if (!row) throw operatorFail.notPending();
  return row;
}

export async function approveAdjustment(deps: Deps, actor: Actor, id: number) {
  const now = deps.clock();
  const { currency } = await decidable(deps.db, actor, id);
  try {
    await deps.ledger.run(async (tx) => {
      const row = await lockPending(tx.db, id);
      const balanceKey = `${row.accountType}.${currency}`;
      const before = await tx.account(refOf(row));
      const entry = await post(tx, row);
      await tx.db
        .update(balanceAdjustments)
        .set({ status: 'posted', entryId: entry.id, decidedBy: actor.operatorId, decidedAt: now })
        .where(eq(balanceAdjustments.id, id));
      await recordAudit(tx.db, now, actor, {
        action: 'balance.adjust_approve',
        targetType: 'balance_adjustment',
        targetId: String(id),
        before: { status: 'pending', [balanceKey]: before.available },
        after: {
          status: 'posted',
          user_id: row.userId,
          amount: toDecimalString(row.amount),
          entry_id: entry.id,
          [balanceKey]: (await tx.account(refOf(row))).available,
        },
        reason: null,
      });
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw overdrawn(error, currency);
    throw error;
  }
  return presentAdjustment((await loadAdjustment(deps.db, id))!);
}

export async function rejectAdjustment(deps: Deps, actor: Actor, id: number, reason: string) {
  const now = deps.clock();
  await decidable(deps.db, actor, id);
  // Through the ledger's writer too, so it is ordered with an approval of the same adjustment.
  await deps.ledger.run(async (tx) => {
    const row = await lockPending(tx.db, id);
    await tx.db
      .update(balanceAdjustments)
      .set({
        status: 'rejected',
        decidedBy: actor.operatorId,
        decidedAt: now,
        decisionReason: reason,
      })
      .where(eq(balanceAdjustments.id, id));
    await recordAudit(tx.db, now, actor, {
      action: 'balance.adjust_reject',
      targetType: 'balance_adjustment',
      targetId: String(id),
      before: { status: 'pending' },
      after: { status: 'rejected', user_id: row.userId, amount: toDecimalString(row.amount) },
      reason,
    });
  });
  return presentAdjustment((await loadAdjustment(deps.db, id))!);
}

export async function listAdjustments(db: Db) {
  const [pending, recent, threshold] = await Promise.all([
    selectAdjustments(db)
      .where(eq(balanceAdjustments.status, 'pending'))
      .orderBy(asc(balanceAdjustments.id)),
    selectAdjustments(db)
      .where(ne(balanceAdjustments.status, 'pending'))
      .orderBy(desc(balanceAdjustments.decidedAt), desc(balanceAdjustments.id))
      .limit(RECENT),
    adjustThreshold(db),
  ]);
  return {
    threshold_usdt: toDecimalString(threshold),
    pending: pending.map(presentAdjustment),
    recent: recent.map(presentAdjustment),
  };
}
