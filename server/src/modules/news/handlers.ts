import type { NewsKind } from '../../db/schema/community.ts';
import { bodyOf, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { articleDetail, listArticles } from './articles.ts';

interface ListBody {
  kind: NewsKind;
  category_id?: number;
  on_home?: boolean;
  banner?: boolean;
  page?: number;
  limit?: number;
}

/** news/list and news/detail: public reads of published articles in the `lang` header's language. */
export const newsHandlers: HandlerFactory = (deps) => ({
  newsList: async (request) => {
    const body = bodyOf<ListBody>(request);
    return ok(
      await listArticles(deps.db, request.lang, deps.clock(), {
        ...body,
        page: body.page ?? 1,
        limit: body.limit ?? 20,
      }),
    );
  },
  newsDetail: async (request) =>
    ok(
      await articleDetail(deps.db, request.lang, deps.clock(), bodyOf<{ id: number }>(request).id),
    ),
});
