// Stop-profit, stop-loss and liquidation on feed ticks. The feed's price moves every 5 seconds
// (market/gbm.ts), so for each holding position the job walks every 5 s step since it last looked, up to now,
// and closes at the FIRST tick that fires a trigger, at that tick's price. Then it remembers where it
// stopped (checked_at), so a late run still settles at the right tick and a repeat run changes nothing.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { leverPositions } from '../../db/schema/derivatives.ts';
import { SUB_STEP_MS } from '../market/gbm.ts';
import { tickStart, usdtPrice } from '../market/prices.ts';
import type { Job } from '../jobs/index.ts';
import { closePosition } from './close.ts';
import { triggerAt } from './math.ts';
import type { PositionRow } from './present.ts';

const BATCH = 200;

/** Tick instants in (from, to]: each 5-second step boundary, then `to` itself. */
export function tickInstants(from: Date, to: Date): Date[] {
  const instants: Date[] = [];
  for (let t = tickStart(from.getTime()) + SUB_STEP_MS; t <= to.getTime(); t += SUB_STEP_MS) {
    if (t > from.getTime()) instants.push(new Date(t));
  }
  if (to > from && instants.at(-1)?.getTime() !== to.getTime()) instants.push(to);
  return instants;
}

/** Brings one position up to `now`; true when it is still holding. */
export async function watch(deps: Deps, position: PositionRow, now: Date): Promise<boolean> {
  for (const at of tickInstants(position.checkedAt, now)) {
    const price = usdtPrice(position.currencyId, at);
    const reason = triggerAt(position, price);
    if (reason) {
      await closePosition(deps, position, reason, price, at, now);
      return false;
    }
  }
  await deps.db
    .update(leverPositions)
    .set({ checkedAt: now })
    .where(and(eq(leverPositions.id, position.id), eq(leverPositions.status, 'holding')));
  return true;
}

export async function watchPositions(deps: Deps, now: Date): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(leverPositions)
      .where(and(eq(leverPositions.status, 'holding'), gt(leverPositions.id, after)))
      .orderBy(asc(leverPositions.id))
      .limit(BATCH);
    for (const position of batch) if (position.checkedAt < now) await watch(deps, position, now);
    if (batch.length < BATCH) return;
    after = batch.at(-1)!.id;
  }
}

export const leverJobs = (deps: Deps): Job[] => [
  {
    name: 'lever.watch',
    description: 'Closes leverage positions at their stop-profit, stop-loss or liquidation price',
    everyMs: 1000,
    run: (now) => watchPositions(deps, now),
  },
];
