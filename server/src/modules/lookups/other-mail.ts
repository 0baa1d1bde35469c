// set/sms_other_mail: a code to a NEW address the signed-in user wants to bind (e.g. a new e-mail).
// Scene `change_mail`: sendCode refuses an address that belongs to any account and applies the
// same per-address limits as sms_mail and sms_send.
import type { FastifyRequest } from 'fastify';
import { fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import type { Success } from '../../http/envelope.ts';
import { sendCode } from '../codes/send.ts';
import { emailTarget } from '../codes/targets.ts';
import { assertKnownAreaCode, type Identity } from '../users/identity.ts';

interface Body {
  user_string: string;
  area_code?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{4,15}$/;

export async function sendOtherMailCode(deps: Deps, request: FastifyRequest): Promise<Success> {
  requireAuth(request);
  const body = bodyOf<Body>(request);
  const value = body.user_string.trim();
  let identity: Identity;
  if (body.area_code) {
    if (!PHONE.test(value)) throw fail.validation({ user_string: 'field.phone_invalid' });
    identity = { type: 'mobile', areaCode: body.area_code, phone: value };
    await assertKnownAreaCode(deps.db, identity);
  } else {
    if (!EMAIL.test(value)) throw fail.validation({ user_string: 'field.email_invalid' });
    identity = { type: 'email', email: emailTarget(value) };
  }
  return sendCode(deps, request, 'change_mail', identity);
}
