// Sign-in's second step. For a user with a second factor the password gives no session, only a
// ticket: random, single-purpose, stored as its SHA-256, dead after five minutes, five wrong codes
// or its one use. The second step trades it, with a code, for the session.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { loginTickets } from '../../db/schema/auth.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import { bodyOf, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { isKnownDevice } from '../devices/known-device.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { ownCodeTarget } from '../security/own-target.ts';
import { createSession } from '../sessions/sessions.ts';
import { clearAccountFailures } from '../throttle/login-throttle.ts';
import { frozenFail } from '../users/frozen.ts';
import { presentUser } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { verifyPasskey } from '../passkeys/assertion.ts';
import { checkSecondFactor, proofField, type FactorProof } from './factor.ts';

export const LOGIN_TICKET = { ttlMinutes: 5, maxFailures: 5 } as const;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The answer to a right password when a second step is needed: 401 with the ticket. */
export async function secondStepRequired(
  db: Db,
  now: Date,
  userId: number,
  factors: string[],
): Promise<AppError> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_TICKET.ttlMinutes * 60_000);
  await db
    .insert(loginTickets)
    .values({ tokenHash: hashOf(ticket), userId, createdAt: now, expiresAt });
  return new AppError(401, 'error.second_step_required', {
    code: ErrorCode.secondStepRequired,
    data: { ticket, expires_at: expiresAt.toISOString(), factors: factors.join(' ') },
  });
}

export const ticketExpired = () =>
  new AppError(401, 'error.login_ticket_expired', { code: ErrorCode.loginTicketExpired });

export async function liveTicket(db: Db, now: Date, ticket: string) {
  const [row] = await db
    .select()
    .from(loginTickets)
    .where(
      and(
        eq(loginTickets.tokenHash, hashOf(ticket)),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
        lt(loginTickets.failures, LOGIN_TICKET.maxFailures),
      ),
    );
  return row;
}

/** Counts a wrong code (or passkey) against the ticket: the fifth kills it. */
async function wrongCode(db: Db, ticketId: number, field: string): Promise<AppError> {
  const [row] = await db
    .update(loginTickets)
    .set({ failures: sql`${loginTickets.failures} + 1` })
    .where(eq(loginTickets.id, ticketId))
    .returning({ failures: loginTickets.failures });
  const left = LOGIN_TICKET.maxFailures - (row?.failures ?? LOGIN_TICKET.maxFailures);
  if (left <= 0) return ticketExpired();
  const fieldError = { key: 'error.second_factor_wrong_left' as const, params: { left } };
  return new AppError(422, 'error.second_factor_wrong_left', {
    code: ErrorCode.secondFactorWrong,
    params: { left },
    fields: { [field]: field === 'passkey' ? 'error.passkey_invalid' : fieldError },
  });
}

/** Marks the ticket used; false when another request used it first. */
async function useTicket(db: Db, now: Date, ticketId: number): Promise<boolean> {
  const used = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(and(eq(loginTickets.id, ticketId), isNull(loginTickets.usedAt)))
    .returning({ id: loginTickets.id });
  return used.length > 0;
}

/** Starts the session of a user whose sign-in is complete (password, and the second step if any;
 * or a passkey). */
export async function completeSignIn(
  deps: Deps,
  request: FastifyRequest,
  user: UserRow,
  event: 'signed_in' | 'signed_in_with_passkey' = 'signed_in',
) {
  const now = deps.clock();
  await clearAccountFailures(deps.db, ownCodeTarget(user));
  const known = await isKnownDevice(deps.db, user.id, request.headers['user-agent']);
  const session = await createSession(deps.db, now, user.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await recordAccountEvent(deps.db, now, user.id, event, request);
  if (!known) await sendSecurityMail(deps, user.id, request, { kind: 'new_device', at: now });
  return ok(
    { token: session.token, expires_at: session.expiresAt.toISOString(), user: presentUser(user) },
    'signed_in',
  );
}

export async function loginVerify(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<FactorProof & { ticket: string; passkey?: string }>(request);
  const now = deps.clock();
  const ticket = await liveTicket(deps.db, now, body.ticket);
  if (!ticket) throw ticketExpired();
  const user = await findUserById(deps.db, ticket.userId);
  if (!user || user.disabledAt) throw ticketExpired();
  if (user.signInFrozenAt) throw frozenFail.signIn();

  if (body.passkey?.trim()) {
    const check = { purpose: 'sign_in', userId: user.id } as const;
    if (!(await verifyPasskey(deps, now, body.passkey, check))) {
      await recordAccountEvent(deps.db, now, user.id, 'second_step_failed', request);
      throw await wrongCode(deps.db, ticket.id, 'passkey');
    }
    if (!(await useTicket(deps.db, now, ticket.id))) throw ticketExpired();
    return completeSignIn(deps, request, user, 'signed_in_with_passkey');
  }
  const used = await checkSecondFactor(deps.db, now, request, user, body);
  if (!used) {
    await recordAccountEvent(deps.db, now, user.id, 'second_step_failed', request);
    throw await wrongCode(deps.db, ticket.id, proofField(body));
  }
  if (!(await useTicket(deps.db, now, ticket.id))) throw ticketExpired();
  if (used === 'recovery')
    await recordAccountEvent(deps.db, now, user.id, 'recovery_code_used', request);
  return completeSignIn(deps, request, user);
}
