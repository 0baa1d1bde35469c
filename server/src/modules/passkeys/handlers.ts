import type { HandlerFactory } from '../../http/context.ts';
import { getPasskeys, removePasskey, renamePasskey } from './manage.ts';
import { addPasskey, passkeyCreationOptions } from './registration.ts';
import { loginPasskeyOptions, loginWithPasskey, stepUpPasskeyOptions } from './sign-in.ts';

/** Passkeys: the Security page's list, adding and removing, step-up and sign-in. */
export const passkeyHandlers: HandlerFactory = (deps) => ({
  securityPasskeys: (request) => getPasskeys(deps, request),
  securityPasskeyOptions: (request) => passkeyCreationOptions(deps, request),
  securityPasskeyAdd: (request) => addPasskey(deps, request),
  securityPasskeyRename: (request) => renamePasskey(deps, request),
  securityPasskeyRemove: (request) => removePasskey(deps, request),
  securityPasskeyChallenge: (request) => stepUpPasskeyOptions(deps, request),
  userLoginPasskeyOptions: (request) => loginPasskeyOptions(deps, request),
  userLoginPasskey: (request) => loginWithPasskey(deps, request),
});
