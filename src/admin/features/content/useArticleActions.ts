import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminArticleQueryKey,
  useAdminArticleBanner,
  useAdminArticleCreate,
  useAdminArticlePin,
  useAdminArticlePublish,
  useAdminArticleSchedule,
  useAdminArticleUnbanner,
  useAdminArticleUnpin,
  useAdminArticleUnpublish,
  useAdminArticleUpdate,
} from '../../api/generated/endpoints/admin-content/admin-content';
import type { ArticleDetail, ArticleForm } from '../../api/generated/model';

export type ArticleAction = 'publish' | 'unpublish' | 'pin' | 'unpin' | 'banner' | 'unbanner';

/** The audited writes on articles; each answer is the article as saved, shown at once, and the
 * list is read again. */
export function useArticleActions() {
  const client = useQueryClient();
  const options = {
    mutation: {
      onSuccess: (article: ArticleDetail) => {
        client.setQueryData(getAdminArticleQueryKey(String(article.id)), article);
        return client.invalidateQueries({
          predicate: (query) => query.queryKey[0] === '/admin/articles',
        });
      },
    },
  };
  const create = useAdminArticleCreate(options);
  const update = useAdminArticleUpdate(options);
  const schedule = useAdminArticleSchedule(options);
  const actions = {
    publish: useAdminArticlePublish(options),
    unpublish: useAdminArticleUnpublish(options),
    pin: useAdminArticlePin(options),
    unpin: useAdminArticleUnpin(options),
    banner: useAdminArticleBanner(options),
    unbanner: useAdminArticleUnbanner(options),
  };
  return {
    save: (id: string | undefined, form: ArticleForm) =>
      id ? update.mutateAsync({ id, data: form }) : create.mutateAsync({ data: form }),
    schedule: (id: string, publishAt: string) =>
      schedule.mutateAsync({ id, data: { publish_at: publishAt } }),
    run: (action: ArticleAction, id: string) => actions[action].mutateAsync({ id }),
  };
}
