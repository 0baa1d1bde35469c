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
import { actOnArticle, type ArticleAction } from './admin-actions.ts';
import {
  adminArticleDetail,
  adminArticlePage,
  adminCategories,
  type ArticleFilter,
} from './admin-read.ts';
import { createArticle, updateArticle, type ArticleInput } from './admin-write.ts';

// The console's content operations (openapi/paths/admin-content.yaml).

const actorOf = operatorActor;
const idOf = pathId;

function action(deps: Deps, of: (request: FastifyRequest) => ArticleAction, message: MessageKey) {
  return async (request: FastifyRequest) =>
    ok(
      await actOnArticle(deps, actorOf(request), request.lang, idOf(request), of(request)),
      message,
    );
}

export const contentHandlers: HandlerFactory = (deps) => ({
  adminArticles: async (request) =>
    ok(await adminArticlePage(deps.db, request.lang, deps.clock(), request.query as ArticleFilter)),
  adminArticleCategories: async (request) => ok(await adminCategories(deps.db, request.lang)),
  adminArticle: async (request) =>
    ok(await adminArticleDetail(deps.db, request.lang, deps.clock(), idOf(request))),
  adminArticleCreate: async (request) =>
    ok(
      await createArticle(deps, actorOf(request), request.lang, bodyOf<ArticleInput>(request)),
      'content.saved',
    ),
  adminArticleUpdate: async (request) =>
    ok(
      await updateArticle(
        deps,
        actorOf(request),
        request.lang,
        idOf(request),
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
});
