import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import type { Lang } from '../../i18n/index.ts';
import { maskedAccount, type Identity } from './identity.ts';

export type UserRow = typeof authUsers.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row;
}

export async function findUserByIdentity(db: Db, identity: Identity): Promise<UserRow | undefined> {
  const where =
    identity.type === 'email'
      ? eq(authUsers.email, identity.email)
      : and(eq(authUsers.areaCode, identity.areaCode), eq(authUsers.phone, identity.phone));
  const [row] = await db.select().from(authUsers).where(where);
  return row;
}

export async function findUserByInviteCode(
  db: Db,
  inviteCode: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(eq(authUsers.inviteCode, inviteCode.toUpperCase()));
  return row;
}

// No 0/O or 1/I: invite codes are read aloud and typed by hand.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join(
    '',
  );
}

export interface NewUser {
  identity: Identity;
  passwordHash: string;
  inviterId: number | null;
  lang: Lang;
  now: Date;
}

/** Inserts the user; a taken e-mail or phone surfaces as the database's unique violation (23505). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const { identity } = user;
  const [row] = await db
    .insert(authUsers)
    .values({
      createdAt: user.now,
      accountType: identity.type,
      email: identity.type === 'email' ? identity.email : null,
      phone: identity.type === 'mobile' ? identity.phone : null,
      areaCode: identity.type === 'mobile' ? identity.areaCode : null,
      passwordHash: user.passwordHash,
      nickname: maskedAccount(identity),
      inviteCode: newInviteCode(),
      inviterId: user.inviterId,
      kycStatus: 'unverified',
      kycLevel: 'none',
      lang: user.lang,
    })
    .returning();
  return row!;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(authUsers).set({ passwordHash }).where(eq(authUsers.id, userId));
}

export async function setUserLang(db: Db, userId: number, lang: Lang): Promise<void> {
  await db.update(authUsers).set({ lang }).where(eq(authUsers.id, userId));
}

/** Postgres unique violation, whichever driver reported it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
