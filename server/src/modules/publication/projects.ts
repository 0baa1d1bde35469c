// Subscription projects: the state a user sees and the public presentation.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema/publication.ts';
import { fail } from '../../http/app-error.ts';
import type { Lang } from '../../i18n/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { Coin } from './coins.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectState = 'upcoming' | 'during_subscription' | 'sold_out' | 'launched';

export function projectState(row: ProjectRow, now: Date): ProjectState {
  if (now < row.startsAt) return 'upcoming';
  if (now >= row.endsAt) return 'launched';
  return new Money(row.reserved).gte(row.supply) ? 'sold_out' : 'during_subscription';
}

export function remainingOf(row: ProjectRow): string {
  return toDecimalString(Money.max(0, new Money(row.supply).minus(row.reserved)));
}

export function presentProject(row: ProjectRow, coins: Map<number, Coin>, lang: Lang, now: Date) {
  const coin = coins.get(row.currencyId);
  const progress = new Money(row.reserved)
    .div(row.supply)
    .times(100)
    .toDecimalPlaces(2, Money.ROUND_DOWN);
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coin?.symbol ?? '',
    decimals: coin?.decimals ?? 0,
    intro: row.intro[lang] ?? row.intro.en ?? '',
    issue_price: toDecimalString(row.issuePrice),
    supply: toDecimalString(row.supply),
    remaining: remainingOf(row),
    progress: toDecimalString(progress),
    min_usdt: toDecimalString(row.minUsdt),
    max_usdt: toDecimalString(row.maxUsdt),
    lock_days: row.lockDays,
    accepted: row.accepted
      .filter((id) => coins.has(id))
      .map((id) => ({ currency_id: id, currency: coins.get(id)!.symbol })),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    launch_at: row.launchAt.toISOString(),
    state: projectState(row, now),
  };
}

export async function listProjects(db: Db): Promise<ProjectRow[]> {
  return db.select().from(projects).orderBy(asc(projects.sort), asc(projects.id));
}

export async function requireProject(db: Db, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw fail.notFound();
  return row;
}
