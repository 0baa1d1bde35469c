import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/index.ts';
import { uploads, type ImageMime } from '../../db/schema/kyc.ts';
import { UPLOAD_LIMITS } from '../../http/plugins.ts';
import { uploadQuotaReached, uploadTooLarge, uploadTypeRefused } from './errors.ts';

const IMAGE_TYPES: readonly ImageMime[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The image type read from the bytes themselves; a name or a Content-Type header proves nothing. */
export async function detectImage(bytes: Buffer): Promise<ImageMime> {
  if (bytes.length > UPLOAD_LIMITS.fileSize) throw uploadTooLarge();
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as ImageMime | undefined;
  if (bytes.length === 0 || !mime || !IMAGE_TYPES.includes(mime)) throw uploadTypeRefused();
  return mime;
}

/** Uploads per user per 24 hours: plenty for KYC and payment proofs, not enough to fill the database. */
export const DAILY_UPLOADS = 50;

async function assertQuota(db: Db, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  if ((row?.n ?? 0) >= DAILY_UPLOADS) throw uploadQuotaReached();
}

export async function storeImage(db: Db, userId: number, bytes: Buffer, now: Date) {
  const mime = await detectImage(bytes);
  await assertQuota(db, userId, now);
  const id = randomBytes(16).toString('base64url'); // 22 characters; the client's file name is never kept
  const [row] = await db
    .insert(uploads)
    .values({ id, userId, mime, size: bytes.length, content: bytes, createdAt: now })
    .returning();
  return row!;
}

/** Any upload, whoever owns it: only for the operator console (its photos of review items). */
export async function uploadById(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** The caller's own upload; another user's upload is as unknown as a made-up id. */
export async function ownUpload(db: Db, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row;
}

/** Which of these ids are not uploads of this user. */
export async function foreignUploadIds(db: Db, userId: number, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
  const own = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !own.has(id));
}
