// The anti-phishing code: a word the user chooses, shown at the top of every security e-mail, so
// an e-mail without it is known to be fake. Setting it needs the login password (throttled).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authUsers } from '../../db/schema/auth.ts';
import { fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { findUserById } from '../users/repo.ts';
import { assertLoginPassword } from './login-password.ts';

/** 4 to 20 ASCII letters or digits: typed on any keyboard, read the same in any font. */
export const ANTI_PHISHING_CODE = /^[A-Za-z0-9]{4,20}$/;

async function signedInUser(deps: Deps, request: FastifyRequest) {
  const user = await findUserById(deps.db, requireAuth(request).userId);
  if (!user) throw fail.unauthenticated();
  return user;
}

export async function getAntiPhishing(deps: Deps, request: FastifyRequest): Promise<Success> {
  const user = await signedInUser(deps, request);
  return ok({ anti_phishing_code: user.antiPhishingCode });
}

export async function setAntiPhishing(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ code: string; password: string }>(request);
  const code = body.code.trim();
  if (!ANTI_PHISHING_CODE.test(code)) throw fail.validation({ code: 'field.anti_phishing_format' });
  const user = await signedInUser(deps, request);
  const now = deps.clock();
  await assertLoginPassword(deps.db, now, request, user, body.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(authUsers).set({ antiPhishingCode: code }).where(eq(authUsers.id, user.id));
    await recordAccountEvent(tx, now, user.id, 'anti_phishing_set', request);
  });
  // Sent after the change, so it already shows the new code.
  await sendSecurityMail(deps, user.id, request, { kind: 'anti_phishing_set', at: now });
  return ok(null, 'anti_phishing_set');
}
