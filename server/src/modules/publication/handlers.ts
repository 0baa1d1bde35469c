import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import type { SubscriptionStatus } from '../../db/schema/publication.ts';
import { ok } from '../../http/envelope.ts';
import { allCoinMap, pageOf } from './coins.ts';
import { listProjects, presentProject, requireProject } from './projects.ts';
import { listSubscriptions } from './records.ts';
import { subscribe, subscriptionForm, type SubscribeInput } from './subscribe.ts';

const idOf = (query: unknown) => Number((query as { id: number | string }).id);

export const publicationHandlers: HandlerFactory = (deps) => ({
  projectProjectList: async (request) => {
    const coins = await allCoinMap(deps.db);
    const now = deps.clock();
    return ok(
      (await listProjects(deps.db)).map((row) => presentProject(row, coins, request.lang, now)),
    );
  },
  projectProjectDetail: async (request) =>
    ok(
      presentProject(
        await requireProject(deps.db, idOf(request.query)),
        await allCoinMap(deps.db),
        request.lang,
        deps.clock(),
      ),
    ),
  projectProject: async (request) =>
    ok(
      await subscriptionForm(deps, requireAuth(request).userId, idOf(request.query), request.lang),
    ),
  projectSubscribe: async (request) =>
    ok(
      await subscribe(deps, requireAuth(request).userId, bodyOf<SubscribeInput>(request)),
      'publication.subscribed',
    ),
  projectRecord: async (request) =>
    ok(
      await listSubscriptions(
        deps,
        requireAuth(request).userId,
        pageOf(request.query),
        (request.query as { status?: SubscriptionStatus }).status,
      ),
    ),
});
