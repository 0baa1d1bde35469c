// Who may read an upload. Its owner always; anyone else only when a feature vouches for them: a
// feature registers a check (e.g. OTC lets an order's counterparty see the payment voucher), and
// an upload no check vouches for is answered exactly like an unknown id.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { uploads } from '../../db/schema/kyc.ts';

export interface UploadRef {
  id: string;
  /** The owner (uploader). */
  userId: number;
}

/** true when `viewerId` may read `upload` (never called for the owner). */
export type UploadAccessCheck = (db: Db, viewerId: number, upload: UploadRef) => Promise<boolean>;

const checks = new Set<UploadAccessCheck>();

/** Registers a check; returns its removal (tests use it). */
export function registerUploadAccess(check: UploadAccessCheck): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

export async function readableUpload(db: Db, viewerId: number, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return undefined;
  if (row.userId === viewerId) return row;
  for (const check of checks) {
    if (await check(db, viewerId, { id: row.id, userId: row.userId })) return row;
  }
  return undefined;
}
