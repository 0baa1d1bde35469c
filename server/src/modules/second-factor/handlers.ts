import type { HandlerFactory } from '../../http/context.ts';
import {
  disableAuthenticator,
  enableAuthenticator,
  getAuthenticator,
  renewRecoveryCodes,
  setupAuthenticator,
} from './authenticator.ts';
import { loginVerify } from './login-ticket.ts';

/** The authenticator app, its recovery codes, and sign-in's second step. */
export const secondFactorHandlers: HandlerFactory = (deps) => ({
  securityAuthenticator: (request) => getAuthenticator(deps, request),
  securityAuthenticatorSetup: (request) => setupAuthenticator(deps, request),
  securityAuthenticatorEnable: (request) => enableAuthenticator(deps, request),
  securityRecoveryCodesRenew: (request) => renewRecoveryCodes(deps, request),
  securityAuthenticatorDisable: (request) => disableAuthenticator(deps, request),
  userLoginVerify: (request) => loginVerify(deps, request),
});
