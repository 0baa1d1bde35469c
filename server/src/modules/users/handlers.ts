import { requireAuth, type HandlerFactory } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { recordAccountEvent } from '../devices/activity.ts';
import { revokeSession } from '../sessions/sessions.ts';
import { forget } from './forget.ts';
import { login } from './login.ts';
import { presentUser } from './present.ts';
import { register } from './register.ts';
import { findUserById } from './repo.ts';

export const userHandlers: HandlerFactory = (deps) => ({
  userRegister: (request) => register(deps, request),
  userLogin: (request) => login(deps, request),
  userForget: (request) => forget(deps, request),
  userLogout: async (request) => {
    const auth = requireAuth(request);
    await revokeSession(deps.db, deps.clock(), auth.sessionId);
    await recordAccountEvent(deps.db, deps.clock(), auth.userId, 'signed_out', request);
    return ok(null, 'signed_out');
  },
  userCenter: async (request) => {
    const user = await findUserById(deps.db, requireAuth(request).userId);
    if (!user) throw fail.unauthenticated();
    return ok(presentUser(user));
  },
});
