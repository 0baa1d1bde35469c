// Partner levels: a user's level is the highest whose direct-team minimum they reach.
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { partnerLevels } from '../../db/schema/community.ts';
import type { Lang } from '../../i18n/index.ts';

export type LevelRow = typeof partnerLevels.$inferSelect;
/** Partners (this level and above) get a personal authorization code. */
export const PARTNER_LEVEL = 2;

export const loadLevels = (db: Db): Promise<LevelRow[]> =>
  db.select().from(partnerLevels).orderBy(asc(partnerLevels.level));

const FALLBACK: LevelRow = { level: 1, authCode: 'M1', names: {}, minTeam: 0, rebateRatio: '0' };

export function levelFor(levels: LevelRow[], directCount: number): LevelRow {
  let found = levels[0] ?? FALLBACK;
  for (const level of levels) if (directCount >= level.minTeam) found = level;
  return found;
}

export async function directCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authUsers)
    .where(eq(authUsers.inviterId, userId));
  return Number(row?.n ?? 0);
}

export const levelName = (level: LevelRow, lang: Lang) => level.names[lang] ?? level.names.en ?? '';

/** A ratio as stored (numeric(8,6)) without trailing zeros: "0.100000" -> "0.1". */
export const ratioText = (ratio: string) =>
  ratio.includes('.') ? ratio.replace(/0+$/, '').replace(/\.$/, '') : ratio;

export function presentLevel(level: LevelRow, lang: Lang) {
  return {
    level: level.level,
    name: levelName(level, lang),
    authorization_code: level.authCode,
    min_team: level.minTeam,
    rebate_ratio: ratioText(level.rebateRatio),
  };
}
