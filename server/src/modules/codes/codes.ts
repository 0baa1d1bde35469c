import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { verificationCodes } from '../../db/schema/auth.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { installationSecret } from '../settings/settings.ts';
import type { CodeScene } from './targets.ts';

// Verification codes: 6 digits, single use, valid 10 minutes, bound to scene + target, stored as an
// HMAC (keyed by an installation secret, since 10^6 plain hashes are trivially reversed).

export const CODE_POLICY = {
  ttlSeconds: 600,
  resendAfterSeconds: 60,
  perTargetPerHour: 10,
  perIpPerHour: 30,
  maxWrongAttempts: 5,
} as const;

export interface CodeRequest {
  scene: CodeScene;
  target: string;
}

async function codeHash(db: Db, request: CodeRequest, code: string): Promise<string> {
  const key = await installationSecret(db, 'code_hmac_key');
  return createHmac('sha256', key)
    .update(`${request.scene}\n${request.target}\n${code}`)
    .digest('hex');
}

async function lockTarget(tx: Db, target: string): Promise<void> {
  // Serialises sends and checks per target, so concurrent requests cannot slip past the limits.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'code:' + target}))`);
}

async function sentSince(
  tx: Db,
  column: 'target' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const where = and(eq(verificationCodes[column], value), gt(verificationCodes.createdAt, since));
  const [row] = await tx.select({ n: count() }).from(verificationCodes).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Creates a code after the send limits (1/min per target and scene, 10/h per target, 30/h per IP);
 * returns it in clear, once.
 */
export async function issueCode(
  db: Db,
  now: Date,
  request: CodeRequest & { ip: string },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await codeHash(db, request, code);
  await db.transaction(async (tx) => {
    await lockTarget(tx, request.target);
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, request.target),
          eq(verificationCodes.scene, request.scene),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < CODE_POLICY.resendAfterSeconds) {
      const seconds = Math.ceil(CODE_POLICY.resendAfterSeconds - waited);
      throw new AppError(429, 'error.code_too_soon', {
        code: ErrorCode.codeTooSoon,
        params: { seconds },
      });
    }
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const perTarget = await sentSince(tx, 'target', request.target, hourAgo);
    const perIp = await sentSince(tx, 'ip', request.ip, hourAgo);
    if (perTarget >= CODE_POLICY.perTargetPerHour || perIp >= CODE_POLICY.perIpPerHour) {
      throw new AppError(429, 'error.rate_limited', { code: ErrorCode.codeRateLimited });
    }
    await tx.insert(verificationCodes).values({
      scene: request.scene,
      target: request.target,
      codeHash: hash,
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_POLICY.ttlSeconds * 1000),
    });
  });
  return code;
}

/**
 * Checks the latest code of scene + target. A wrong guess counts (the 5th burns the code);
 * `consume` marks a right code used. Only the latest code counts: sending a new one retires the old.
 */
export async function checkCode(
  db: Db,
  now: Date,
  request: CodeRequest & { code: string; consume: boolean },
): Promise<void> {
  const hash = Buffer.from(await codeHash(db, request, request.code), 'hex');
  const valid = await db.transaction(async (tx) => {
    await lockTarget(tx, request.target);
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, request.target),
          eq(verificationCodes.scene, request.scene),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    const live =
      latest &&
      !latest.usedAt &&
      latest.expiresAt > now &&
      latest.attempts < CODE_POLICY.maxWrongAttempts;
    if (!latest || !live) return false;
    if (!timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hash)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(verificationCodes.id, latest.id));
      return false; // committed: the wrong attempt must count even though the request fails
    }
    if (request.consume)
      await tx
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(eq(verificationCodes.id, latest.id));
    return true;
  });
  if (!valid) throw new AppError(422, 'error.code_invalid', { code: ErrorCode.codeInvalid });
}
