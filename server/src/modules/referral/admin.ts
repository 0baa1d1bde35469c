// The console's partner levels: list with the users at each level now, create the next level,
// edit one, remove the highest. A rebate copies its level's ratio when paid (rebate.ts,
// referral_rebates.ratio), and the app's partner pages read the levels per request, so an edit
// reaches the next rebate and the next page view and never an earlier rebate. Every change locks
// the levels (one transaction-wide advisory lock, then the rows FOR UPDATE), checks the order rules
// against the levels as they now are, and commits with its audit row (before, after).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { partnerLevels } from '../../db/schema/community.ts';
import type { Deps } from '../../http/context.ts';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { partnersFail } from './admin-errors.ts';
import { checkOrder, parsePartnerLevel, type PartnerLevelInput } from './admin-fields.ts';
import { levelName, ratioText, type LevelRow } from './levels.ts';

const emptyNames = () => Object.fromEntries(LANGS.map((l) => [l, ''])) as Record<Lang, string>;

export function presentAdminLevel(row: LevelRow, lang: Lang, users: number) {
  const names = emptyNames();
  for (const l of LANGS) names[l] = row.names[l] ?? '';
  return {
    level: row.level,
    name: levelName(row, lang),
    names,
    missing_languages: LANGS.filter((l) => !row.names[l]),
    authorization_code: row.authCode,
    min_team: row.minTeam,
    rebate_ratio: ratioText(row.rebateRatio),
    users,
  };
}

/** What the audit log keeps of a level: its stored fields, not the language or the user count. */
const snapshot = (row: LevelRow) => ({
  level: row.level,
  names: row.names,
  authorization_code: row.authCode,
  min_team: row.minTeam,
  rebate_ratio: ratioText(row.rebateRatio),
});

/**
 * Users at each level now, in one query: each user's direct team (one grouped count of invitees), then
 * the highest level whose minimum that team reaches. Level 1's minimum is 0, so everyone has one.
 */
async function usersByLevel(db: Db): Promise<Map<number, number>> {
  const found = await rows<{ level: number | null; n: number | string }>(
    db,
    sql`SELECT (SELECT max(pl.level) FROM partner_levels pl
                 WHERE pl.min_team <= coalesce(t.team, 0)) AS level,
               count(*)::int AS n
          FROM users u
          LEFT JOIN (SELECT inviter_id, count(*) AS team FROM users
                      WHERE inviter_id IS NOT NULL GROUP BY inviter_id) t ON t.inviter_id = u.id
         GROUP BY 1`,
  );
  return new Map(found.map((r) => [Number(r.level ?? 1), Number(r.n)]));
}

const loadAll = (db: Db) => db.select().from(partnerLevels).orderBy(asc(partnerLevels.level));

export async function listAdminLevels(db: Db, lang: Lang) {
  const [levels, users] = await Promise.all([loadAll(db), usersByLevel(db)]);
  return levels.map((l) => presentAdminLevel(l, lang, users.get(l.level) ?? 0));
}

export async function adminLevel(db: Db, lang: Lang, level: number) {
  const [row] = await db.select().from(partnerLevels).where(eq(partnerLevels.level, level));
  if (!row) throw partnersFail.unknown(level);
  return presentAdminLevel(row, lang, (await usersByLevel(db)).get(level) ?? 0);
}

/** One change at a time: every other change (and a create, which adds a row) waits here. */
async function lockLevels(tx: Db): Promise<LevelRow[]> {
  await rows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('partner_levels'))`);
  return tx.select().from(partnerLevels).orderBy(asc(partnerLevels.level)).for('update');
}

function checkCode(levels: LevelRow[], level: number, code: string) {
  const holder = levels.find((l) => l.authCode === code && l.level !== level);
  if (holder) throw partnersFail.codeTaken(code, holder.level);
}

/** A unique index refusing the write (a race the lock should prevent): a conflict, never a 500. */
function uniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505') return true;
  return false;
}

/** The next level (one above the highest), named at least in English. */
export async function createLevel(deps: Deps, actor: Actor, lang: Lang, input: PartnerLevelInput) {
  const terms = parsePartnerLevel(input, null);
  try {
    return await deps.db.transaction(async (tx) => {
      const levels = await lockLevels(tx);
      const next = (levels.at(-1)?.level ?? 0) + 1;
      if (terms.level !== next) throw partnersFail.exists(terms.level, next);
      checkCode(levels, terms.level, terms.authCode);
      checkOrder(levels, terms.level, terms);
      const { level, ...fields } = terms;
      const [row] = await tx
        .insert(partnerLevels)
        .values({ level, ...fields })
        .returning();
      await recordAudit(tx, deps.clock(), actor, {
        action: 'partner_level.create',
        targetType: 'partner_level',
        targetId: String(level),
        before: null,
        after: snapshot(row!),
      });
      return adminLevel(tx, lang, level);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw partnersFail.exists(terms.level, terms.level + 1);
    throw error;
  }
}

/** New names, code, minimum team or ratio: the next rebate and page view use them. */
export async function updateLevel(
  deps: Deps,
  actor: Actor,
  lang: Lang,
  level: number,
  input: PartnerLevelInput,
) {
  const terms = parsePartnerLevel(input, level);
  return deps.db.transaction(async (tx) => {
    const levels = await lockLevels(tx);
    const before = levels.find((l) => l.level === level);
    if (!before) throw partnersFail.unknown(level);
    const others = levels.filter((l) => l.level !== level);
    checkCode(others, level, terms.authCode);
    checkOrder(others, level, terms);
    const [row] = await tx
      .update(partnerLevels)
      .set({
        names: terms.names,
        authCode: terms.authCode,
        minTeam: terms.minTeam,
        rebateRatio: terms.rebateRatio,
      })
      .where(eq(partnerLevels.level, level))
      .returning();
    await recordAudit(tx, deps.clock(), actor, {
      action: 'partner_level.update',
      targetType: 'partner_level',
      targetId: String(level),
      before: snapshot(before),
      after: snapshot(row!),
    });
    return adminLevel(tx, lang, level);
  });
}

/** Only the highest level, and never level 1; its users fall to the level below. */
export async function deleteLevel(deps: Deps, actor: Actor, lang: Lang, level: number) {
  return deps.db.transaction(async (tx) => {
    const levels = await lockLevels(tx);
    const row = levels.find((l) => l.level === level);
    if (!row) throw partnersFail.unknown(level);
    if (level === 1) throw partnersFail.firstLevel();
    const highest = levels.at(-1)!.level;
    if (level !== highest) throw partnersFail.notHighest(level, highest);
    const removed = await adminLevel(tx, lang, level);
    await tx.delete(partnerLevels).where(eq(partnerLevels.level, level));
    await recordAudit(tx, deps.clock(), actor, {
      action: 'partner_level.delete',
      targetType: 'partner_level',
      targetId: String(level),
      before: snapshot(row),
      after: null,
    });
    return removed;
  });
}
