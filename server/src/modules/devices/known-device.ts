import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { sessions } from '../../db/schema/auth.ts';
import { deviceOf } from './user-agent.ts';

const sameOrBothNull = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Whether a user has had a session (live or ended) on this kind of device: the same browser and
 * major version, system and kind. A sign-in from anything else gets a "new sign-in" e-mail.
 */
export async function isKnownDevice(
  db: Db,
  userId: number,
  userAgent: string | undefined,
): Promise<boolean> {
  const { browser, os, device } = deviceOf(userAgent);
  const [seen] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        sameOrBothNull(sessions.browser, browser),
        sameOrBothNull(sessions.os, os),
        eq(sessions.device, device),
      ),
    )
    .limit(1);
  return seen !== undefined;
}
