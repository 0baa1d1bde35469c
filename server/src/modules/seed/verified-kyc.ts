// Demo accounts arrive with basic KYC passed, so the gated features (options, OTC, withdrawals)
// can be tried at once. The application is recorded as a user's would be, then marked verified.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { kycApplications, uploads } from '../../db/schema/kyc.ts';
import { syncUserKyc } from '../kyc/status.ts';

// A 1x1 PNG stands in for the identity photos.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores an image as the user's upload; returns its id. */
export async function storeSeedUpload(
  database: Database,
  userId: number,
  content: Buffer,
  now: Date,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await database.db
    .insert(uploads)
    .values({ id, userId, mime: 'image/png', size: content.length, content, createdAt: now });
  return id;
}

export interface SeedIdentity {
  fullName: string;
  country: string;
  idNumber: string;
  contact: string;
}

/** Basic KYC verified for the user, unless it already is. */
export async function ensureVerifiedKyc(
  database: Database,
  userId: number,
  who: SeedIdentity,
  now: Date,
): Promise<void> {
  const [verified] = await database.db
    .select({ n: count() })
    .from(kycApplications)
    .where(and(eq(kycApplications.userId, userId), eq(kycApplications.status, 'verified')));
  if (Number(verified?.n ?? 0) > 0) return;
  const photo = await storeSeedUpload(database, userId, PIXEL, now);
  await database.db.insert(kycApplications).values({
    userId,
    level: 'basic',
    status: 'verified',
    country: who.country,
    fullName: who.fullName,
    idNumber: who.idNumber,
    contact: who.contact,
    frontUploadId: photo,
    backUploadId: photo,
    handUploadId: photo,
    createdAt: now,
    reviewedAt: now,
  });
  await syncUserKyc(database.db, userId);
}
