// The user's invitation: code, link, level; the poster and share texts; the extended center.
import { asc, count, desc, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../http/context.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { fail } from '../../http/app-error.ts';
import { t, type Lang } from '../../i18n/index.ts';
import { getSetting } from '../settings/settings.ts';
import { findUserById } from '../users/repo.ts';
import {
  directCount,
  levelFor,
  levelName,
  loadLevels,
  PARTNER_LEVEL,
  presentLevel,
  ratioText,
} from './levels.ts';
import { maskUser, teamSize } from './team.ts';

/** Operator setting: the public address of the app (e.g. https://example.com); else the request's. */
export const APP_URL_SETTING = 'app_url';
export const RANKING_SIZE = 10;

async function appOrigin(deps: Deps, request: FastifyRequest): Promise<string> {
  const configured = await getSetting(deps.db, APP_URL_SETTING);
  return (configured || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The register page with the invite code, as the register page reads it (`?code=`). */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/h5/#/pages/user/login/register?code=${encodeURIComponent(code)}`;

async function me(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user?.inviteCode) throw fail.unauthenticated();
  return { ...user, inviteCode: user.inviteCode };
}

export async function invite(deps: Deps, request: FastifyRequest, userId: number) {
  const user = await me(deps, userId);
  const direct = await directCount(deps.db, userId);
  const level = levelFor(await loadLevels(deps.db), direct);
  return {
    invite_code: user.inviteCode,
    invite_link: inviteLink(await appOrigin(deps, request), user.inviteCode),
    level: level.level,
    level_name: levelName(level, request.lang),
    rebate_ratio: ratioText(level.rebateRatio),
    team_count: await teamSize(deps.db, userId),
    direct_count: direct,
  };
}

export async function poster(deps: Deps, request: FastifyRequest, userId: number) {
  const user = await me(deps, userId);
  const lang = request.lang;
  return {
    invite_code: user.inviteCode,
    invite_link: inviteLink(await appOrigin(deps, request), user.inviteCode),
    title: t(lang, 'referral.poster.title'),
    subtitle: t(lang, 'referral.poster.subtitle'),
    background_text: t(lang, 'referral.poster.background'),
  };
}

export async function share(deps: Deps, request: FastifyRequest, userId: number) {
  const user = await me(deps, userId);
  const link = inviteLink(await appOrigin(deps, request), user.inviteCode);
  return {
    invite_code: user.inviteCode,
    invite_link: link,
    title: t(request.lang, 'referral.share.title'),
    text: t(request.lang, 'referral.share.text', { code: user.inviteCode, link }),
  };
}

/** Top inviters by direct team size; ties go to the earlier registration. */
export async function ranking(deps: Deps) {
  const n = count();
  const top = await deps.db
    .select({ inviterId: authUsers.inviterId, n })
    .from(authUsers)
    .where(isNotNull(authUsers.inviterId))
    .groupBy(authUsers.inviterId)
    .orderBy(desc(n), asc(authUsers.inviterId))
    .limit(RANKING_SIZE);
  const ids = top.map((r) => r.inviterId!);
  const users = ids.length
    ? await deps.db.select().from(authUsers).where(inArray(authUsers.id, ids))
    : [];
  const levels = await loadLevels(deps.db);
  return top.map((row, index) => {
    const user = users.find((u) => u.id === row.inviterId)!;
    const teamCount = Number(row.n);
    return {
      rank: index + 1,
      account: maskUser(user),
      team_count: teamCount,
      level: levelFor(levels, teamCount).level,
    };
  });
}

export async function center2(deps: Deps, lang: Lang, userId: number) {
  const user = await me(deps, userId);
  const levels = await loadLevels(deps.db);
  const direct = await directCount(deps.db, userId);
  const level = levelFor(levels, direct);
  return {
    level: level.level,
    level_name: levelName(level, lang),
    authorization_code:
      level.level >= PARTNER_LEVEL ? `${level.authCode}-${user.inviteCode}` : null,
    rebate_ratio: ratioText(level.rebateRatio),
    direct_count: direct,
    levels: levels.map((l) => presentLevel(l, lang)),
    ranking: await ranking(deps),
  };
}
