import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { settings } from '../../db/schema/auth.ts';

// Operator-adjustable key/value configuration (customer_url...) and per-installation secrets.

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

/** Writes a value as it is; operator changes go through manage.ts (registry rules, audit). */
export async function setSetting(
  db: Db,
  key: string,
  value: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

/** Writes the value only when the key is absent (seeds never overwrite an operator's change). */
export async function defaultSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** A random secret created on first use and kept in the database, so every process agrees on it. */
export async function installationSecret(db: Db, key: string): Promise<Buffer> {
  await defaultSetting(db, key, randomBytes(32).toString('base64url'));
  const value = await getSetting(db, key);
  return Buffer.from(value!, 'base64url');
}
