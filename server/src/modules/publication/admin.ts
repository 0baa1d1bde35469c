// The console's subscription projects: list with their subscriptions, create, edit, change state.
// Subscriptions copy the terms they are made under (issue price, lock-up, rate; subscribe.ts), so
// nothing here touches an existing subscription. Each change and its audit row (before, after)
// commit together, the project row locked meanwhile. A project is never deleted.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { projects, subscriptions, type ProjectOperatorState } from '../../db/schema/publication.ts';
import type { Deps } from '../../http/context.ts';
import { LANGS } from '../../i18n/languages.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { projectFail } from './admin-errors.ts';
import { parseTerms, type ProjectFieldsInput, type ProjectTerms } from './admin-fields.ts';
import { allCoinMap, type Coin } from './coins.ts';
import { remainingOf, type ProjectRow } from './projects.ts';

export type ProjectStatus = 'draft' | 'upcoming' | 'open' | 'closed';
export interface StateInput {
  state: ProjectOperatorState;
}
type Held = { subscriptions: number; underReview: number; locked: number };
type Coins = Map<number, Coin & { listed: boolean }>;
type Translation = 'missing' | 'outdated' | 'current';

/** draft; closed when forced or past its end; else upcoming or open by the schedule. */
export function projectStatus(row: ProjectRow, now: Date): ProjectStatus {
  if (row.state === 'draft') return 'draft';
  if (row.state === 'closed' || now >= row.endsAt) return 'closed';
  return now < row.startsAt ? 'upcoming' : 'open';
}

/** missing: no text; outdated: English changed after this language did; current otherwise. */
export function translationsOf(row: ProjectRow): Record<string, Translation> {
  const en = row.introUpdated.en ?? '';
  return Object.fromEntries(
    LANGS.map((lang) => {
      if (!row.intro[lang]) return [lang, 'missing'];
      if (lang === 'en') return [lang, 'current'];
      const at = row.introUpdated[lang] ?? '';
      return [lang, at < en ? 'outdated' : 'current'];
    }),
  );
}

export function presentAdmin(row: ProjectRow, coins: Coins, held: Held, now: Date) {
  const coin = coins.get(row.currencyId);
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coin?.symbol ?? '',
    decimals: coin?.decimals ?? 0,
    listed: coin?.listed ?? false,
    intro: Object.fromEntries(LANGS.map((lang) => [lang, row.intro[lang] ?? ''])),
    translations: translationsOf(row),
    issue_price: toDecimalString(row.issuePrice),
    payment_coins: row.accepted.map((id) => ({
      currency_id: id,
      currency: coins.get(id)?.symbol ?? '',
      listed: coins.get(id)?.listed ?? false,
    })),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    launch_at: row.launchAt.toISOString(),
    lock_days: row.lockDays,
    supply: toDecimalString(row.supply),
    reserved: toDecimalString(row.reserved),
    remaining: remainingOf(row),
    min_usdt: toDecimalString(row.minUsdt),
    max_usdt: toDecimalString(row.maxUsdt),
    user_limit_usdt: row.userLimitUsdt === null ? null : toDecimalString(row.userLimitUsdt),
    sort: row.sort,
    state: row.state,
    status: projectStatus(row, now),
    subscriptions: held.subscriptions,
    under_review: held.underReview,
    locked: held.locked,
  };
}

/** Per project: its subscriptions (any status), those under review, those passed and still locked. */
async function heldBy(db: Db, id?: number): Promise<Map<number, Held>> {
  const rows = await db
    .select({
      projectId: subscriptions.projectId,
      n: sql<number>`count(*)::int`,
      review: sql<number>`count(*) FILTER (WHERE ${subscriptions.status} = 'under_review')::int`,
      locked: sql<number>`count(*) FILTER (WHERE ${subscriptions.status} = 'passed' AND ${subscriptions.deliveredAt} IS NULL)::int`,
    })
    .from(subscriptions)
    .where(id === undefined ? undefined : eq(subscriptions.projectId, id))
    .groupBy(subscriptions.projectId);
  return new Map(
    rows.map((r) => [
      r.projectId,
      { subscriptions: Number(r.n), underReview: Number(r.review), locked: Number(r.locked) },
    ]),
  );
}
const NONE: Held = { subscriptions: 0, underReview: 0, locked: 0 };

/** The projects, and every coin the form may name (its pickers' choices). */
export async function listAdminProjects(deps: Deps) {
  const rows = await deps.db.select().from(projects).orderBy(asc(projects.sort), asc(projects.id));
  const [coins, held, now] = [await allCoinMap(deps.db), await heldBy(deps.db), deps.clock()];
  return {
    items: rows.map((r) => presentAdmin(r, coins, held.get(r.id) ?? NONE, now)),
    coins: [...coins.values()].map((c) => ({
      currency_id: c.id,
      currency: c.symbol,
      decimals: c.decimals,
      listed: c.listed,
    })),
  };
}

export async function adminProject(deps: Deps, id: number, db: Db = deps.db) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw projectFail.unknown(id);
  const held = (await heldBy(db, id)).get(id) ?? NONE;
  return presentAdmin(row, await allCoinMap(db), held, deps.clock());
}

async function lockProject(tx: Db, id: number): Promise<ProjectRow> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!row) throw projectFail.unknown(id);
  return row;
}

async function refuseDuplicate(tx: Db, terms: ProjectTerms, id?: number) {
  // Two creates for one coin at once: the second waits here and then sees the first (409, not the
  // unique index's 500).
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`projects.coin:${terms.currencyId}`}))`,
  );
  const [clash] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.currencyId, terms.currencyId));
  if (clash && clash.id !== id) throw projectFail.duplicate(terms.symbol);
}

/** The languages whose text changed get the time of this change (the translation hint). */
function introUpdated(terms: ProjectTerms, before: ProjectRow | null, now: Date) {
  const updated: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = terms.intro[lang];
    if (!text) continue;
    const previous = before?.introUpdated[lang];
    updated[lang] =
      before && before.intro[lang] === text && previous ? previous : now.toISOString();
  }
  return updated;
}

const termsOf = (t: ProjectTerms) => ({
  currencyId: t.currencyId,
  intro: t.intro,
  issuePrice: t.issuePrice,
  accepted: t.accepted,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  launchAt: t.launchAt,
  lockDays: t.lockDays,
  supply: t.supply,
  minUsdt: t.minUsdt,
  maxUsdt: t.maxUsdt,
  userLimitUsdt: t.userLimitUsdt,
  sort: t.sort,
});

/** A new project starts as a draft, not shown in the app: the operator opens it once it is right. */
export async function createProject(deps: Deps, actor: Actor, input: ProjectFieldsInput) {
  const terms = await parseTerms(deps.db, input);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await refuseDuplicate(tx, terms);
    const [row] = await tx
      .insert(projects)
      .values({
        id: sql<number>`nextval('projects_id_seq')`,
        ...termsOf(terms),
        introUpdated: introUpdated(terms, null, now),
        reserved: '0',
        state: 'draft',
      })
      .returning();
    const after = await adminProject(deps, row!.id, tx);
    await recordAudit(tx, now, actor, {
      action: 'project.create',
      targetType: 'project',
      targetId: String(row!.id),
      before: null,
      after,
    });
    return after;
  });
}

/** New terms for new subscriptions; existing ones keep the terms they copied. */
export async function updateProject(
  deps: Deps,
  actor: Actor,
  id: number,
  input: ProjectFieldsInput,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockProject(tx, id);
    // Every field is checked before anything is written; the supply's floor is what is reserved.
    const terms = await parseTerms(tx, input, row.reserved);
    const before = await adminProject(deps, id, tx);
    // Subscriptions are delivered in the project's coin: it is fixed once one exists.
    if (terms.currencyId !== row.currencyId && before.subscriptions > 0)
      throw projectFail.holdsSubscriptions(before.subscriptions);
    await refuseDuplicate(tx, terms, id);
    await tx
      .update(projects)
      .set({ ...termsOf(terms), introUpdated: introUpdated(terms, row, now) })
      .where(eq(projects.id, id));
    const after = await adminProject(deps, id, tx);
    await recordAudit(tx, now, actor, {
      action: 'project.update',
      targetType: 'project',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/**
 * draft (not in the app; only while no subscription exists), open (the schedule decides when it
 * takes subscriptions) or closed (no new subscriptions, gone from the app's list; existing ones
 * run to their delivery).
 */
export async function changeState(deps: Deps, actor: Actor, id: number, input: StateInput) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await lockProject(tx, id);
    const before = await adminProject(deps, id, tx);
    if (input.state === 'draft' && before.subscriptions > 0)
      throw projectFail.holdsSubscriptions(before.subscriptions);
    await tx.update(projects).set({ state: input.state }).where(eq(projects.id, id));
    const after = await adminProject(deps, id, tx);
    await recordAudit(tx, now, actor, {
      action: 'project.state',
      targetType: 'project',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}
