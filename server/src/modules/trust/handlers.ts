import type { TrustFamily, TrustOrderStatus } from '../../db/schema/trust.ts';
import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { userAccount } from '../../ledger/index.ts';
import { pageOf } from '../exchange/currencies.ts';
import { coinMap } from './coins.ts';
import { buyProduct, listOrders, redeemEarly, type BuyInput } from './orders.ts';
import { listProducts, presentProduct, requireListed } from './products.ts';
import { familyReport } from './report.ts';

type Query = { family?: TrustFamily; id?: number | string; tab?: TrustOrderStatus };
const queryOf = (request: { query: unknown }) => (request.query ?? {}) as Query;

export const trustHandlers: HandlerFactory = (deps) => ({
  lhDepositConfig: async (request) => {
    const family = queryOf(request).family ?? 'hosting';
    const [rows, coins, now] = [
      await listProducts(deps.db, family),
      await coinMap(deps.db),
      deps.clock(),
    ];
    const items = rows.map((row) => presentProduct(row, coins.get(row.currencyId)!, now));
    const max = items.reduce((best, item) => Money.max(best, item.expected_30d_rate), new Money(0));
    return ok({ family, max_expected_30d_rate: toDecimalString(max), items });
  },
  lhDepositProductInfo: async (request) => {
    const { userId } = requireAuth(request);
    const row = await requireListed(deps.db, Number(queryOf(request).id));
    const coin = (await coinMap(deps.db)).get(row.currencyId)!;
    const account = await deps.ledger.account(userAccount(userId, row.currencyId, 'trust'));
    return ok({
      ...presentProduct(row, coin, deps.clock()),
      available: toDecimalString(account.available),
    });
  },
  lhDeposit: async (request) =>
    ok(
      await buyProduct(deps, requireAuth(request).userId, bodyOf<BuyInput>(request)),
      'trust.bought',
    ),
  lhDepositOrder: async (request) => {
    const q = queryOf(request);
    return ok(
      await listOrders(
        deps,
        requireAuth(request).userId,
        q.family ?? 'hosting',
        q.tab ?? 'hosting',
        pageOf(request.query),
      ),
    );
  },
  lhDepositOrderCancel: async (request) =>
    ok(
      await redeemEarly(deps, requireAuth(request).userId, bodyOf<{ id: number }>(request).id),
      'trust.redeemed',
    ),
  lhDepositReport: async (request) =>
    ok(await familyReport(deps, requireAuth(request).userId, queryOf(request).family ?? 'hosting')),
});
