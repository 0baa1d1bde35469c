import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { t } from '../../i18n/index.ts';
import { findUserById, findUserByIdentity } from '../users/repo.ts';
import { identityTarget, type Identity } from '../users/identity.ts';
import { CODE_POLICY, issueCode } from './codes.ts';
import type { CodeScene } from './targets.ts';

// Who may ask for a code, per scene:
// - register: anyone, for an address not yet registered (409 otherwise);
// - forget: anyone; the answer never tells whether the address is registered (the code is only
//   delivered when it is, but the limits and the answer are the same);
// - withdraw_address, fund_password: the signed-in user, for their own address;
// - change_mail: the signed-in user, for a new address nobody uses.
async function shouldDeliver(
  deps: Deps,
  request: FastifyRequest,
  scene: CodeScene,
  identity: Identity,
): Promise<boolean> {
  const owner = await findUserByIdentity(deps.db, identity);
  switch (scene) {
    case 'register':
      if (owner) throw new AppError(409, 'error.account_exists', { code: ErrorCode.accountExists });
      return true;
    case 'forget':
      return owner !== undefined;
    case 'change_mail':
      if (!request.auth) throw fail.unauthenticated();
      if (owner) throw new AppError(409, 'error.account_exists', { code: ErrorCode.accountExists });
      return true;
    default: {
      if (!request.auth) throw fail.unauthenticated();
      const me = await findUserById(deps.db, request.auth.userId);
      if (!me || owner?.id !== me.id) throw fail.forbidden();
      return true;
    }
  }
}

export async function sendCode(
  deps: Deps,
  request: FastifyRequest,
  scene: CodeScene,
  identity: Identity,
): Promise<Success> {
  const deliver = await shouldDeliver(deps, request, scene, identity);
  const target = identityTarget(identity);
  const code = await issueCode(deps.db, deps.clock(), { scene, target, ip: request.ip });
  if (deliver) {
    const params = { code, minutes: CODE_POLICY.ttlSeconds / 60 };
    await deps.outbox.send({
      channel: identity.type === 'email' ? 'email' : 'sms',
      target,
      subject: t(request.lang, 'mail.code.subject'),
      body: t(request.lang, 'mail.code.body', params),
    });
  }
  return ok(
    { resend_after: CODE_POLICY.resendAfterSeconds, expires_in: CODE_POLICY.ttlSeconds },
    'code_sent',
  );
}
