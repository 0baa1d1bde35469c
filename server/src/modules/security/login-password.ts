import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';
import {
  isLoginThrottled,
  LOGIN_THROTTLE,
  recordLoginFailure,
} from '../throttle/login-throttle.ts';
import { verifyPassword } from '../users/passwords.ts';
import type { UserRow } from '../users/repo.ts';
import { ownCodeTarget } from './own-target.ts';

interface Wrong {
  field: string;
  key: MessageKey;
  code: number;
}

/**
 * Checks a signed-in user's login password before a security change. Guessing it here counts like
 * guessing it at sign-in: the same throttle, per account and address.
 */
export async function assertLoginPassword(
  db: Db,
  now: Date,
  request: Pick<FastifyRequest, 'ip'>,
  user: UserRow,
  password: string,
  wrong: Wrong = {
    field: 'password',
    key: 'error.login_password_wrong',
    code: ErrorCode.loginPasswordWrong,
  },
): Promise<void> {
  const accountKey = ownCodeTarget(user);
  if (await isLoginThrottled(db, now, accountKey, request.ip)) {
    throw new AppError(429, 'error.login_throttled', {
      code: ErrorCode.loginThrottled,
      params: { minutes: LOGIN_THROTTLE.windowMinutes },
    });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(db, now, accountKey, request.ip);
    throw new AppError(422, wrong.key, { code: wrong.code, fields: { [wrong.field]: wrong.key } });
  }
}
