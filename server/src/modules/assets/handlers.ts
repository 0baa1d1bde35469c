import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountType } from '../../ledger/index.ts';
import { walletChange, type ChangeInput } from './change.ts';
import { walletDetail } from './detail.ts';
import { transferHistory, type HistoryQuery } from './history.ts';
import { countJournal, readJournal, type JournalFilter } from './journal.ts';
import { walletList } from './list.ts';

interface LogBody {
  page?: number;
  limit?: number;
  currency_id?: number;
  type?: AccountType;
}

export const assetsHandlers: HandlerFactory = (deps) => ({
  walletList: async (request) => ok(await walletList(deps, requireAuth(request).userId)),
  walletDetail: async (request) => {
    const body = bodyOf<{ currency_id: number; type: AccountType }>(request);
    return ok(await walletDetail(deps, requireAuth(request).userId, body.currency_id, body.type));
  },
  walletLegalLog: async (request) => {
    const { page = 1, limit = 20, currency_id, type } = bodyOf<LogBody>(request);
    const filter: JournalFilter = {
      userId: requireAuth(request).userId,
      currencyId: currency_id,
      type,
    };
    const [items, total] = await Promise.all([
      readJournal(deps.db, filter, limit, (page - 1) * limit),
      countJournal(deps.db, filter),
    ]);
    return ok({ items, total, page, limit });
  },
  walletChange: async (request) =>
    ok(
      await walletChange(deps, requireAuth(request).userId, bodyOf<ChangeInput>(request)),
      'assets.transferred',
    ),
  walletHzhistory: async (request) =>
    ok(await transferHistory(deps, requireAuth(request).userId, request.query as HistoryQuery)),
});
