import { requireAuth, type HandlerFactory } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { findUserById } from '../users/repo.ts';
import { addAddress, deleteAddress, getAddresses } from './addresses.ts';
import { getAntiPhishing, setAntiPhishing } from './anti-phishing.ts';
import { setFundPassword } from './e-pwd.ts';
import { addressCoins } from './networks.ts';
import { updatePassword } from './update-password.ts';

/** Login and fund passwords, withdraw addresses, the anti-phishing code. */
export const securityHandlers: HandlerFactory = (deps) => ({
  userHasPassword: async (request) => {
    const user = await findUserById(deps.db, requireAuth(request).userId);
    if (!user) throw fail.unauthenticated();
    return ok({ has_password: user.fundPasswordHash !== null });
  },
  userEPwd: (request) => setFundPassword(deps, request),
  safeUpdatePassword: (request) => updatePassword(deps, request),
  walletGetAddress: (request) => getAddresses(deps, request),
  walletAddressCoins: async () => ok(await addressCoins(deps.db)),
  walletAddaddress: (request) => addAddress(deps, request),
  walletDeladdress: (request) => deleteAddress(deps, request),
  securityAntiPhishing: (request) => getAntiPhishing(deps, request),
  securityAntiPhishingSet: (request) => setAntiPhishing(deps, request),
});
