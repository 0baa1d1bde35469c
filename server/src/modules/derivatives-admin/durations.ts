// The console's option durations: list with the orders still waiting, create, edit, open or close.
// Orders copy the payout ratio and flat band when bought (options/submit.ts) and settlement reads
// those copies, so nothing here touches an existing order. Each change and its audit row (before,
// after) commit together, the duration row locked meanwhile.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { optionDurations, optionOrders } from '../../db/schema/derivatives.ts';
import type { Deps } from '../../http/context.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { derivativesFail } from './errors.ts';
import { parseDuration, type DurationInput } from './fields.ts';

export type DerivativeState = 'open' | 'closed';
type DurationRow = typeof optionDurations.$inferSelect;
type Waiting = { openOrders: number; staked: string };
const NONE: Waiting = { openOrders: 0, staked: '0' };

export function presentDuration(row: DurationRow, waiting: Waiting) {
  return {
    seconds: row.seconds,
    payout_ratio: toDecimalString(row.payoutRatio),
    min_amount: toDecimalString(row.minAmount),
    flat_band: toDecimalString(row.flatBand),
    state: (row.enabled ? 'open' : 'closed') as DerivativeState,
    open_orders: waiting.openOrders,
    staked: toDecimalString(waiting.staked),
  };
}

/** Orders still waiting for delivery and their stakes, per duration. */
async function waitingBy(db: Db, seconds?: number): Promise<Map<number, Waiting>> {
  const waiting = eq(optionOrders.status, 'waiting');
  const rows = await db
    .select({
      seconds: optionOrders.seconds,
      n: sql<number>`count(*)::int`,
      staked: sql<string>`coalesce(sum(${optionOrders.quantity}), 0)::text`,
    })
    .from(optionOrders)
    .where(seconds === undefined ? waiting : and(waiting, eq(optionOrders.seconds, seconds)))
    .groupBy(optionOrders.seconds);
  return new Map(rows.map((r) => [r.seconds, { openOrders: Number(r.n), staked: r.staked }]));
}

export async function listAdminDurations(db: Db) {
  const rows = await db.select().from(optionDurations).orderBy(asc(optionDurations.seconds));
  const waiting = await waitingBy(db);
  return rows.map((r) => presentDuration(r, waiting.get(r.seconds) ?? NONE));
}

export async function adminDuration(db: Db, seconds: number) {
  const [row] = await db.select().from(optionDurations).where(eq(optionDurations.seconds, seconds));
  if (!row) throw derivativesFail.durationUnknown(seconds);
  return presentDuration(row, (await waitingBy(db, seconds)).get(seconds) ?? NONE);
}

async function lockDuration(tx: Db, seconds: number) {
  const [row] = await tx
    .select()
    .from(optionDurations)
    .where(eq(optionDurations.seconds, seconds))
    .for('update');
  if (!row) throw derivativesFail.durationUnknown(seconds);
  return row;
}

/** A new duration starts closed: the operator opens it once its terms are right. */
export async function createDuration(deps: Deps, actor: Actor, input: DurationInput) {
  const terms = await parseDuration(deps.db, input, true);
  return deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ seconds: optionDurations.seconds })
      .from(optionDurations)
      .where(eq(optionDurations.seconds, terms.seconds));
    if (clash) throw derivativesFail.durationExists(terms.seconds);
    await tx.insert(optionDurations).values({ ...terms, enabled: false });
    const after = await adminDuration(tx, terms.seconds);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_duration.create',
      targetType: 'option_duration',
      targetId: String(terms.seconds),
      before: null,
      after,
    });
    return after;
  });
}

/** New terms for new orders; waiting orders keep the ratio and band they copied. */
export async function updateDuration(
  deps: Deps,
  actor: Actor,
  seconds: number,
  input: DurationInput,
) {
  const terms = await parseDuration(deps.db, input, false);
  return deps.db.transaction(async (tx) => {
    await lockDuration(tx, seconds);
    const before = await adminDuration(tx, seconds);
    await tx
      .update(optionDurations)
      .set({
        payoutRatio: terms.payoutRatio,
        minAmount: terms.minAmount,
        flatBand: terms.flatBand,
      })
      .where(eq(optionDurations.seconds, seconds));
    const after = await adminDuration(tx, seconds);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_duration.update',
      targetType: 'option_duration',
      targetId: String(seconds),
      before,
      after,
    });
    return after;
  });
}

/** Open (offered in the app) or closed (left out of the app's list, new orders refused). */
export async function setDurationState(
  deps: Deps,
  actor: Actor,
  seconds: number,
  state: DerivativeState,
) {
  return deps.db.transaction(async (tx) => {
    await lockDuration(tx, seconds);
    const before = await adminDuration(tx, seconds);
    await tx
      .update(optionDurations)
      .set({ enabled: state === 'open' })
      .where(eq(optionDurations.seconds, seconds));
    const after = await adminDuration(tx, seconds);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_duration.state',
      targetType: 'option_duration',
      targetId: String(seconds),
      before,
      after,
    });
    return after;
  });
}
