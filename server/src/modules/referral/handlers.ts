import { bodyOf, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { center2, invite, poster, share } from './invite.ts';
import { listRebates, listTeam } from './team.ts';

interface PageBody {
  page?: number;
  limit?: number;
}
const paging = (body: PageBody) => ({ page: body.page ?? 1, limit: body.limit ?? 20 });

/** Every referral read is about the signed-in user's own team and rebates, nobody else's. */
export const referralHandlers: HandlerFactory = (deps) => ({
  userInvite: async (request) => ok(await invite(deps, request, requireAuth(request).userId)),
  userInviteList: async (request) =>
    ok(await listTeam(deps.db, requireAuth(request).userId, 2, paging(bodyOf<PageBody>(request)))),
  userMyInviteList: async (request) =>
    ok(await listTeam(deps.db, requireAuth(request).userId, 1, paging(bodyOf<PageBody>(request)))),
  userMyAccountReturn: async (request) =>
    ok(await listRebates(deps.db, requireAuth(request).userId, paging(bodyOf<PageBody>(request)))),
  userMyPoster: async (request) => ok(await poster(deps, request, requireAuth(request).userId)),
  userMyShare: async (request) => ok(await share(deps, request, requireAuth(request).userId)),
  userCenter2: async (request) =>
    ok(await center2(deps, request.lang, requireAuth(request).userId)),
});
