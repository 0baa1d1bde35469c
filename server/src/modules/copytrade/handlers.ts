import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { userAccount } from '../../ledger/index.ts';
import { pageOf } from '../exchange/currencies.ts';
import { follow, listFollows } from './follow.ts';
import { listTraders, PAY_CURRENCY_ID, requireFollowable } from './traders.ts';
import { fail } from '../../http/app-error.ts';

/** How many traders the recommendation shows. */
const RECOMMENDED = 3;

export const copytradeHandlers: HandlerFactory = (deps) => ({
  lhSendConfig: async () => ok(await listTraders(deps.db, deps.clock())),
  lhSendProductInfo: async (request) => {
    const { userId } = requireAuth(request);
    const id = Number((request.query as { id?: string }).id);
    await requireFollowable(deps.db, id);
    const trader = (await listTraders(deps.db, deps.clock())).find((t) => t.id === id);
    if (!trader) throw fail.notFound();
    const account = await deps.ledger.account(userAccount(userId, PAY_CURRENCY_ID, 'trust'));
    return ok({ ...trader, available: toDecimalString(account.available) });
  },
  lhSendOrder: async (request) =>
    ok(
      await follow(
        deps,
        requireAuth(request).userId,
        bodyOf<{ trader_id: number; amount: string; agree: string }>(request),
      ),
      'trust.followed',
    ),
  lhSendOrderList: async (request) => {
    const status = (request.query as { status?: 'in_progress' | 'ended' }).status ?? 'in_progress';
    return ok(await listFollows(deps, requireAuth(request).userId, status, pageOf(request.query)));
  },
  lhSendGetRecommend: async () => {
    const traders = await listTraders(deps.db, deps.clock());
    const best = [...traders].sort(
      (a, b) => new Money(b.return_30d).cmp(a.return_30d) || a.id - b.id,
    );
    return ok(best.slice(0, RECOMMENDED));
  },
});
