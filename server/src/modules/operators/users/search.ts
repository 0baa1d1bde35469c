import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/index.ts';
import { authUsers } from '../../../db/schema/auth.ts';
import type { UserRow } from '../../users/repo.ts';

// The console's user search: one box for an e-mail (any part, any case), a phone number (any part,
// with or without the area code), a numeric id or an invite code.

export interface Paging {
  page?: number;
  limit?: number;
}

export function paging(query: Paging) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

/** The row the console lists (and the head of a user's page). */
export function presentUserRow(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    area_code: user.areaCode,
    invite_code: user.inviteCode,
    kyc_status: user.kycStatus,
    kyc_level: user.kycLevel,
    created_at: user.createdAt.toISOString(),
    sign_in_frozen: user.signInFrozenAt !== null,
    withdraw_frozen: user.withdrawFrozenAt !== null,
  };
}

function matching(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  // strpos, not LIKE: what the operator types is never a pattern.
  const keys: (SQL | undefined)[] = [
    sql`strpos(lower(${authUsers.email}), ${text.toLowerCase()}) > 0`,
    eq(authUsers.inviteCode, text.toUpperCase()),
  ];
  if (/^\d{1,15}$/.test(text)) keys.push(eq(authUsers.id, Number(text)));
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{3,19}$/.test(digits))
    keys.push(
      sql`strpos(${authUsers.phone}, ${digits}) > 0`,
      sql`strpos(${authUsers.areaCode} || ${authUsers.phone}, ${digits}) > 0`,
    );
  return or(...keys);
}

export async function searchUsers(db: Db, query: Paging & { q?: string }) {
  const { page, limit, offset } = paging(query);
  const where = matching(query.q ?? '');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(authUsers)
      .where(where)
      .orderBy(desc(authUsers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(authUsers).where(where),
  ]);
  return { items: rows.map(presentUserRow), total: Number(total?.n ?? 0), page, limit };
}
