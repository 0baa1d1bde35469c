// A user's passkeys as stored: the credential id and public key the authenticator made, its
// signature counter, and the name and dates the Passkeys page shows.
import { and, asc, count, eq } from 'drizzle-orm';
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Db } from '../../db/index.ts';
import { userPasskeys } from '../../db/schema/auth.ts';

export type PasskeyRow = typeof userPasskeys.$inferSelect;

/** At most this many passkeys per user (a phone, a laptop, a security key or two...). */
export const MAX_PASSKEYS = 10;

export const listPasskeys = (db: Db, userId: number) =>
  db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));

export async function passkeyCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.credentialId, credentialId));
  return row;
}

export async function findOwnPasskey(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)));
  return row;
}

type Transport = NonNullable<WebAuthnCredential['transports']>[number];

export const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? (row.transports.split(' ') as Transport[]) : undefined;

/** The stored passkey as the verifier wants it. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
  counter: row.counter,
  transports: transportsOf(row),
});

/** What the app's list shows of a passkey. */
export const presentPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});
