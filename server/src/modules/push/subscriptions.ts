// A browser's push subscription: stored per endpoint (one browser, one row), for the signed-in user.
import { createECDH } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { requireAuth, type Deps } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { deviceOf } from '../devices/user-agent.ts';
import { endpointAllowed } from './settings.ts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytes = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null);

/** An uncompressed P-256 point that is on the curve (what the browser's key must be). */
function onCurve(key: Buffer | null): boolean {
  if (key?.length !== 65 || key[0] !== 4) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

export function pushConfig(deps: Deps) {
  return ok({ public_key: deps.push?.publicKey ?? null });
}

export async function subscribe(deps: Deps, request: FastifyRequest) {
  const { userId } = requireAuth(request);
  const settings = deps.push;
  if (!settings) throw new AppError(409, 'error.push_off', { code: ErrorCode.pushOff });
  const body = request.body as { endpoint: string; p256dh: string; auth: string };
  if (!endpointAllowed(body.endpoint, settings))
    throw fail.validation({ endpoint: 'error.push_endpoint' });
  if (!onCurve(bytes(body.p256dh))) throw fail.validation({ p256dh: 'error.push_keys' });
  if (bytes(body.auth)?.length !== 16) throw fail.validation({ auth: 'error.push_keys' });
  const now = deps.clock();
  const row = {
    userId,
    p256dh: body.p256dh,
    auth: body.auth,
    lang: request.lang,
    ...(({ browser, os }) => ({ browser, os }))(deviceOf(request.headers['user-agent'])),
  };
  await deps.db
    .insert(pushSubscriptions)
    .values({ ...row, endpoint: body.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  return ok(null, 'push_subscribed');
}

export async function unsubscribe(deps: Deps, request: FastifyRequest) {
  const { userId } = requireAuth(request);
  const { endpoint } = request.body as { endpoint: string };
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  return ok(null, 'push_unsubscribed');
}
