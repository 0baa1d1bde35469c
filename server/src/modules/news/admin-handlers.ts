import type { FastifyRequest } from 'fastify';
import {
  bodyOf,
  operatorActor,
  pathId,
  type Deps,
  type HandlerFactory,
} from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { sendBroadcast, type BroadcastForm } from '../notifications/broadcast.ts';
import { actOnArticle, type ArticleAction } from './admin-actions.ts';
import {
  adminArticleDetail,
  adminArticlePage,
  adminCategories,
  type ArticleFilter,
} from './admin-read.ts';
import { createArticle, updateArticle, type ArticleInput } from './admin-write.ts';

// The console's content operations (openapi/paths/admin-content.yaml), and its messages to the
// users' inboxes (adminNotificationBroadcast: ../notifications/broadcast.ts).

function action(deps: Deps, of: (request: FastifyRequest) => ArticleAction, message: MessageKey) {
  return async (request: FastifyRequest) =>
    ok(
      await actOnArticle(deps, operatorActor(request), request.lang, pathId(request), of(request)),
      message,
    );
}

export const contentHandlers: HandlerFactory = (deps) => ({
  adminArticles: async (request) =>
    ok(await adminArticlePage(deps.db, request.lang, deps.clock(), request.query as ArticleFilter)),
  adminArticleCategories: async (request) => ok(await adminCategories(deps.db, request.lang)),
  adminArticle: async (request) =>
    ok(await adminArticleDetail(deps.db, request.lang, deps.clock(), pathId(request))),
  adminArticleCreate: async (request) =>
    ok(
      await createArticle(
        deps,
        operatorActor(request),
        request.lang,
        bodyOf<ArticleInput>(request),
      ),
      'content.saved',
    ),
  adminArticleUpdate: async (request) =>
    ok(
      await updateArticle(
        deps,
        operatorActor(request),
        request.lang,
        pathId(request),
        bodyOf<ArticleInput>(request),
      ),
      'content.saved',
    ),
  adminArticlePublish: action(deps, () => ({ name: 'publish' }), 'content.published'),
  adminArticleSchedule: action(
    deps,
    (request) => ({
      name: 'schedule',
      at: new Date(bodyOf<{ publish_at: string }>(request).publish_at),
    }),
    'content.scheduled',
  ),
  adminArticleUnpublish: action(deps, () => ({ name: 'unpublish' }), 'content.unpublished'),
  adminArticlePin: action(deps, () => ({ name: 'pin' }), 'content.pinned'),
  adminArticleUnpin: action(deps, () => ({ name: 'unpin' }), 'content.unpinned'),
  adminArticleBanner: action(deps, () => ({ name: 'banner' }), 'content.bannered'),
  adminArticleUnbanner: action(deps, () => ({ name: 'unbanner' }), 'content.unbannered'),
  adminNotificationBroadcast: async (request) => {
    const sent = await sendBroadcast(deps, operatorActor(request), bodyOf<BroadcastForm>(request));
    return ok(sent, 'content.broadcast_sent', { count: sent.recipients });
  },
});
