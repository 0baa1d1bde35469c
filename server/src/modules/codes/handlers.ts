import { bodyOf, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { assertKnownAreaCode, identityTarget, type Identity } from '../users/identity.ts';
import { checkCode } from './codes.ts';
import { sendCode } from './send.ts';
import { emailTarget, type CodeScene } from './targets.ts';

interface EmailBody {
  user_string: string;
  scene: CodeScene;
  code?: string;
}

interface PhoneBody extends EmailBody {
  area_code: string;
}

const emailIdentity = (body: EmailBody): Identity => ({
  type: 'email',
  email: emailTarget(body.user_string),
});
const phoneIdentity = (body: PhoneBody): Identity => ({
  type: 'mobile',
  areaCode: body.area_code,
  phone: body.user_string,
});

/** sms_mail, sms_send, and the non-consuming checks user/check_email and user/check_mobile. */
export const codeHandlers: HandlerFactory = (deps) => ({
  smsMail: async (request) => {
    const body = bodyOf<EmailBody>(request);
    return sendCode(deps, request, body.scene, emailIdentity(body));
  },
  smsSend: async (request) => {
    const body = bodyOf<PhoneBody>(request);
    const identity = phoneIdentity(body);
    await assertKnownAreaCode(deps.db, identity);
    return sendCode(deps, request, body.scene, identity);
  },
  userCheckEmail: async (request) => {
    const body = bodyOf<EmailBody>(request);
    const target = identityTarget(emailIdentity(body));
    await checkCode(deps.db, deps.clock(), {
      scene: body.scene,
      target,
      code: body.code ?? '',
      consume: false,
    });
    return ok({ valid: true }, 'code_valid');
  },
  userCheckMobile: async (request) => {
    const body = bodyOf<PhoneBody>(request);
    const target = identityTarget(phoneIdentity(body));
    await checkCode(deps.db, deps.clock(), {
      scene: body.scene,
      target,
      code: body.code ?? '',
      consume: false,
    });
    return ok({ valid: true }, 'code_valid');
  },
});
