// The team (who registered with whose invite code) and the rebates paid to a user.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { referralRebates } from '../../db/schema/community.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { maskedAccount } from '../users/identity.ts';
import { levelFor, loadLevels, ratioText } from './levels.ts';

export interface Paging {
  page: number;
  limit: number;
}

type Masked = {
  accountType: 'mobile' | 'email';
  email: string | null;
  areaCode: string | null;
  phone: string | null;
};
export const maskUser = (u: Masked) =>
  u.accountType === 'email' && u.email
    ? maskedAccount({ type: 'email', email: u.email })
    : maskedAccount({ type: 'mobile', areaCode: u.areaCode ?? '', phone: u.phone ?? '' });

/** Team members of `userId`: depth 1 only, or depth 1 and 2. Never anyone else's team. */
export async function listTeam(db: Db, userId: number, depth: 1 | 2, paging: Paging) {
  const direct = db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.inviterId, userId));
  const where =
    depth === 1
      ? eq(authUsers.inviterId, userId)
      : or(eq(authUsers.inviterId, userId), inArray(authUsers.inviterId, direct));
  const teamCount =
    sql<number>`(select count(*) from users c where c.inviter_id = "users"."id")`.mapWith(Number);
  const rows = await db
    .select({
      id: authUsers.id,
      accountType: authUsers.accountType,
      email: authUsers.email,
      areaCode: authUsers.areaCode,
      phone: authUsers.phone,
      kycStatus: authUsers.kycStatus,
      inviterId: authUsers.inviterId,
      createdAt: authUsers.createdAt,
      teamCount,
    })
    .from(authUsers)
    .where(where)
    .orderBy(desc(authUsers.createdAt), desc(authUsers.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db.select({ n: count() }).from(authUsers).where(where);
  const levels = await loadLevels(db);
  return {
    items: rows.map((r) => ({
      account: maskUser(r),
      kyc_status: r.kycStatus,
      level: levelFor(levels, r.teamCount).level,
      depth: r.inviterId === userId ? 1 : 2,
      joined_at: r.createdAt.toISOString(),
      team_count: r.teamCount,
    })),
    total: Number(total?.n ?? 0),
    page: paging.page,
    limit: paging.limit,
  };
}

/** Size of the team at depth 1 and 2. */
export async function teamSize(db: Db, userId: number): Promise<number> {
  const direct = db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.inviterId, userId));
  const [row] = await db
    .select({ n: count() })
    .from(authUsers)
    .where(or(eq(authUsers.inviterId, userId), inArray(authUsers.inviterId, direct)));
  return Number(row?.n ?? 0);
}

export async function listRebates(db: Db, userId: number, paging: Paging) {
  const mine = eq(referralRebates.inviterId, userId);
  const rows = await db
    .select({
      r: referralRebates,
      symbol: currencies.symbol,
      accountType: authUsers.accountType,
      email: authUsers.email,
      areaCode: authUsers.areaCode,
      phone: authUsers.phone,
    })
    .from(referralRebates)
    .innerJoin(currencies, eq(currencies.id, referralRebates.currencyId))
    .innerJoin(authUsers, eq(authUsers.id, referralRebates.tradeUserId))
    .where(mine)
    .orderBy(desc(referralRebates.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db.select({ n: count() }).from(referralRebates).where(mine);
  const totals = await db
    .select({
      currencyId: referralRebates.currencyId,
      symbol: currencies.symbol,
      amount: sql<string>`sum(${referralRebates.amount})`,
    })
    .from(referralRebates)
    .innerJoin(currencies, eq(currencies.id, referralRebates.currencyId))
    .where(and(mine))
    .groupBy(referralRebates.currencyId, currencies.symbol)
    .orderBy(referralRebates.currencyId);
  return {
    items: rows.map(({ r, symbol, ...u }) => ({
      id: r.id,
      currency_id: r.currencyId,
      currency: symbol,
      amount: toDecimalString(r.amount),
      fee: toDecimalString(r.fee),
      ratio: ratioText(r.ratio),
      from_account: maskUser(u),
      created_at: r.createdAt.toISOString(),
    })),
    totals: totals.map((t) => ({
      currency_id: t.currencyId,
      currency: t.symbol,
      amount: toDecimalString(String(t.amount)),
    })),
    total: Number(total?.n ?? 0),
    page: paging.page,
    limit: paging.limit,
  };
}
