import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { pageOf } from './currencies.ts';
import {
  executeFlash,
  flashCoins,
  listFlash,
  presentQuote,
  quoteFlash,
  type FlashInput,
} from './flash.ts';
import { listGifts, sendGift, type GiftInput } from './gifts.ts';

export const exchangeHandlers: HandlerFactory = (deps) => ({
  walletFlashCoins: async (request) => ok(await flashCoins(deps, requireAuth(request).userId)),
  walletFlashQuote: async (request) => {
    requireAuth(request);
    return ok(presentQuote(await quoteFlash(deps, bodyOf<FlashInput>(request))));
  },
  walletFlashAgainst: async (request) =>
    ok(
      await executeFlash(deps, requireAuth(request).userId, bodyOf<FlashInput>(request)),
      'exchange.flash_done',
    ),
  walletFlashAgainstList: async (request) =>
    ok(await listFlash(deps, requireAuth(request).userId, pageOf(request.query))),
  remittanceRemittance: async (request) =>
    ok(
      await sendGift(deps, requireAuth(request).userId, bodyOf<GiftInput>(request)),
      'exchange.gift_sent',
    ),
  remittanceRemittanceList: async (request) =>
    ok(await listGifts(deps, requireAuth(request).userId, 'sent', pageOf(request.query))),
  remittanceRemittanceRecord: async (request) =>
    ok(await listGifts(deps, requireAuth(request).userId, 'received', pageOf(request.query))),
});
