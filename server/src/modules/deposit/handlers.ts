import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pageOf } from '../exchange/currencies.ts';
import { depositAddress } from './address.ts';
import { listDeposits, ownDeposit } from './records.ts';
import { submitDeposit, type ChargeInput } from './submit.ts';
import { chainTerms, depositCoins, fiatChannels } from './terms.ts';

export const depositHandlers: HandlerFactory = (deps) => ({
  depositChannels: async (request) => {
    requireAuth(request);
    return ok({ coins: await depositCoins(deps.db), channels: await fiatChannels(deps.db) });
  },
  walletGetInAddress: async (request) => {
    const { userId } = requireAuth(request);
    const { currency_id, network } = bodyOf<{ currency_id: number; network: string }>(request);
    const terms = await chainTerms(deps.db, currency_id, network);
    return ok({
      currency_id,
      currency: terms.symbol,
      network,
      address: await depositAddress(deps.db, userId, network),
      min_amount: terms.minAmount,
    });
  },
  walletChargeReq: async (request) =>
    ok(
      await submitDeposit(deps, requireAuth(request).userId, bodyOf<ChargeInput>(request)),
      'deposit.submitted',
    ),
  chargeMentionLog2: async (request) => {
    const { userId } = requireAuth(request);
    const q = request.query as { currency_id?: number };
    return ok(
      await listDeposits(deps.db, userId, { ...pageOf(request.query), currencyId: q.currency_id }),
    );
  },
  depositDetail: async (request) => {
    const { userId } = requireAuth(request);
    return ok(await ownDeposit(deps.db, userId, Number((request.query as { id: number }).id)));
  },
});
