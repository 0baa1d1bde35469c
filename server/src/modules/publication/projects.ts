// Subscription projects: the state a user sees and the public presentation. The operator's state
// (console, admin.ts) decides what the app sees: a draft is not shown at all, a closed project
// leaves the list and reads as ended (its subscriptions run on); an open one follows its schedule.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema/publication.ts';
import { fail } from '../../http/app-error.ts';
import type { Lang } from '../../i18n/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import type { Coin } from './coins.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectState = 'upcoming' | 'during_subscription' | 'sold_out' | 'launched';
type ListedCoin = Coin & { listed?: boolean };

export function projectState(row: ProjectRow, now: Date): ProjectState {
  if (row.state === 'closed') return 'launched';
  if (now < row.startsAt) return 'upcoming';
  if (now >= row.endsAt) return 'launched';
  return new Money(row.reserved).gte(row.supply) ? 'sold_out' : 'during_subscription';
}

export function remainingOf(row: ProjectRow): string {
  return toDecimalString(Money.max(0, new Money(row.supply).minus(row.reserved)));
}

/** The payment coins a user can pay with now: those still listed. */
export function payableOf(row: ProjectRow, coins: Map<number, ListedCoin>): number[] {
  return row.accepted.filter((id) => coins.has(id) && coins.get(id)!.listed !== false);
}

export function presentProject(
  row: ProjectRow,
  coins: Map<number, ListedCoin>,
  lang: Lang,
  now: Date,
) {
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
    intro: row.intro[lang] || row.intro.en || '',
    issue_price: toDecimalString(row.issuePrice),
    supply: toDecimalString(row.supply),
    remaining: remainingOf(row),
    progress: toDecimalString(progress),
    min_usdt: toDecimalString(row.minUsdt),
    max_usdt: toDecimalString(row.maxUsdt),
    user_limit_usdt: row.userLimitUsdt === null ? null : toDecimalString(row.userLimitUsdt),
    lock_days: row.lockDays,
    accepted: payableOf(row, coins).map((id) => ({
      currency_id: id,
      currency: coins.get(id)!.symbol,
    })),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    launch_at: row.launchAt.toISOString(),
    state: projectState(row, now),
  };
}

/** The projects of the app's list: neither drafts nor closed ones. */
export async function listProjects(db: Db): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.state, 'open'))
    .orderBy(asc(projects.sort), asc(projects.id));
}

/** A project the app may show (a closed one too, e.g. from a record); a draft is not found. */
export async function requireProject(db: Db, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), ne(projects.state, 'draft')));
  if (!row) throw fail.notFound();
  return row;
}
