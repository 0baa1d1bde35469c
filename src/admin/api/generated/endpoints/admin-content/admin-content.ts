import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  AdminArticlesParams,
  ArticleCategoriesOk,
  ArticleForm,
  ArticleId,
  ArticleOk,
  ArticlesPageOk,
  BroadcastForm,
  BroadcastOk,
  ErrorResponse,
  ScheduleForm,
} from '../../model';

import { consoleCall } from '../../../http';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

/**
 * Each recipient gets a `system` notification (kind `announcement`) that shows the text of the
 * reader's language and opens `link`; it is pushed where the user allows it. The texts are
 * plain text: the content editor's sanitizing removes any markup and control characters, and a
 * text left blank by it answers 400 (code 2693). A `user_id` of no user answers 404 (code 2697),
 * one whose account is disabled 409 (code 2699): like the message to all, it reaches enabled
 * accounts only; `audience` `user` without one, or a link that is no page of the app, 400 (code
 * 2698). Written to the audit log (action `notification.broadcast`).
 * @summary Send a message to every user's inbox, or to one user's, in the seven languages.
 */
export const adminNotificationBroadcast = (
  broadcastForm: BroadcastForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<BroadcastOk>(
    {
      url: `/admin/notifications/broadcast`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: broadcastForm,
      signal,
    },
    options,
  );
};

export const getAdminNotificationBroadcastMutationKey = () =>
  ['adminNotificationBroadcast'] as const;

export const getAdminNotificationBroadcastMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminNotificationBroadcast>>,
    TError,
    AdminNotificationBroadcastMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminNotificationBroadcast>>,
  TError,
  AdminNotificationBroadcastMutationVariables,
  TContext
> => {
  const mutationKey = getAdminNotificationBroadcastMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminNotificationBroadcast>>,
    AdminNotificationBroadcastMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminNotificationBroadcast(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminNotificationBroadcastMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminNotificationBroadcast>>
>;
export type AdminNotificationBroadcastMutationBody = BroadcastForm;
export type AdminNotificationBroadcastMutationError = ErrorResponse;
export type AdminNotificationBroadcastMutationVariables = { data: BroadcastForm };

/**
 * @summary Send a message to every user's inbox, or to one user's, in the seven languages.
 */
export const useAdminNotificationBroadcast = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminNotificationBroadcast>>,
      TError,
      AdminNotificationBroadcastMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminNotificationBroadcast>>,
  TError,
  AdminNotificationBroadcastMutationVariables,
  TContext
> => {
  return useMutation(getAdminNotificationBroadcastMutationOptions(options), queryClient);
};
/**
 * @summary Articles, most recently edited first, with each language's translation status.
 */
export const adminArticles = (
  params?: AdminArticlesParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticlesPageOk>(
    { url: `/admin/articles`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminArticlesQueryKey = (params?: AdminArticlesParams) => {
  return [`/admin/articles`, ...(params ? [params] : [])] as const;
};

export const getAdminArticlesQueryOptions = <
  TData = Awaited<ReturnType<typeof adminArticles>>,
  TError = ErrorResponse,
>(
  params?: AdminArticlesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticles>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminArticlesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminArticles>>> = ({ signal }) =>
    adminArticles(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminArticles>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminArticlesQueryResult = NonNullable<Awaited<ReturnType<typeof adminArticles>>>;
export type AdminArticlesQueryError = ErrorResponse;

export function useAdminArticles<
  TData = Awaited<ReturnType<typeof adminArticles>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminArticlesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticles>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticles>>,
          TError,
          Awaited<ReturnType<typeof adminArticles>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticles<
  TData = Awaited<ReturnType<typeof adminArticles>>,
  TError = ErrorResponse,
>(
  params?: AdminArticlesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticles>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticles>>,
          TError,
          Awaited<ReturnType<typeof adminArticles>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticles<
  TData = Awaited<ReturnType<typeof adminArticles>>,
  TError = ErrorResponse,
>(
  params?: AdminArticlesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticles>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Articles, most recently edited first, with each language's translation status.
 */

export function useAdminArticles<
  TData = Awaited<ReturnType<typeof adminArticles>>,
  TError = ErrorResponse,
>(
  params?: AdminArticlesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticles>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminArticlesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The Markdown of each text is rendered to HTML and sanitized on save; a category that does not
 * exist answers 400 (code 2691), a blank title or body 400 (code 2693).
 * @summary Write a new article (a draft until it is published or scheduled).
 */
export const adminArticleCreate = (
  articleForm: ArticleForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    {
      url: `/admin/articles`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: articleForm,
      signal,
    },
    options,
  );
};

export const getAdminArticleCreateMutationKey = () => ['adminArticleCreate'] as const;

export const getAdminArticleCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleCreate>>,
    TError,
    AdminArticleCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleCreate>>,
  TError,
  AdminArticleCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleCreate>>,
    AdminArticleCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminArticleCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleCreate>>
>;
export type AdminArticleCreateMutationBody = ArticleForm;
export type AdminArticleCreateMutationError = ErrorResponse;
export type AdminArticleCreateMutationVariables = { data: ArticleForm };

/**
 * @summary Write a new article (a draft until it is published or scheduled).
 */
export const useAdminArticleCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleCreate>>,
      TError,
      AdminArticleCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleCreate>>,
  TError,
  AdminArticleCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleCreateMutationOptions(options), queryClient);
};
/**
 * @summary The categories an article can be filed under, by board (kind).
 */
export const adminArticleCategories = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleCategoriesOk>(
    { url: `/admin/articles/categories`, method: 'GET', signal },
    options,
  );
};

export const getAdminArticleCategoriesQueryKey = () => {
  return [`/admin/articles/categories`] as const;
};

export const getAdminArticleCategoriesQueryOptions = <
  TData = Awaited<ReturnType<typeof adminArticleCategories>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof adminArticleCategories>>, TError, TData>
  >;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminArticleCategoriesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminArticleCategories>>> = ({ signal }) =>
    adminArticleCategories(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminArticleCategories>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminArticleCategoriesQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleCategories>>
>;
export type AdminArticleCategoriesQueryError = ErrorResponse;

export function useAdminArticleCategories<
  TData = Awaited<ReturnType<typeof adminArticleCategories>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminArticleCategories>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticleCategories>>,
          TError,
          Awaited<ReturnType<typeof adminArticleCategories>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticleCategories<
  TData = Awaited<ReturnType<typeof adminArticleCategories>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminArticleCategories>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticleCategories>>,
          TError,
          Awaited<ReturnType<typeof adminArticleCategories>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticleCategories<
  TData = Awaited<ReturnType<typeof adminArticleCategories>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminArticleCategories>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The categories an article can be filed under, by board (kind).
 */

export function useAdminArticleCategories<
  TData = Awaited<ReturnType<typeof adminArticleCategories>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminArticleCategories>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminArticleCategoriesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One article with all its texts (404 with code 2690 when unknown).
 */
export const adminArticle = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>({ url: `/admin/articles/${id}`, method: 'GET', signal }, options);
};

export const getAdminArticleQueryKey = (id: ArticleId) => {
  return [`/admin/articles/${id}`] as const;
};

export const getAdminArticleQueryOptions = <
  TData = Awaited<ReturnType<typeof adminArticle>>,
  TError = ErrorResponse,
>(
  id: ArticleId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminArticleQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminArticle>>> = ({ signal }) =>
    adminArticle(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminArticleQueryResult = NonNullable<Awaited<ReturnType<typeof adminArticle>>>;
export type AdminArticleQueryError = ErrorResponse;

export function useAdminArticle<
  TData = Awaited<ReturnType<typeof adminArticle>>,
  TError = ErrorResponse,
>(
  id: ArticleId,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticle>>,
          TError,
          Awaited<ReturnType<typeof adminArticle>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticle<
  TData = Awaited<ReturnType<typeof adminArticle>>,
  TError = ErrorResponse,
>(
  id: ArticleId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminArticle>>,
          TError,
          Awaited<ReturnType<typeof adminArticle>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminArticle<
  TData = Awaited<ReturnType<typeof adminArticle>>,
  TError = ErrorResponse,
>(
  id: ArticleId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One article with all its texts (404 with code 2690 when unknown).
 */

export function useAdminArticle<
  TData = Awaited<ReturnType<typeof adminArticle>>,
  TError = ErrorResponse,
>(
  id: ArticleId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminArticle>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminArticleQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Only the texts that really change are stamped with the time and the operator: editing the
 * English text makes every translation not edited since `outdated`. Its status does not change.
 * @summary Replace an article's category, Home flag and texts.
 */
export const adminArticleUpdate = (
  id: ArticleId,
  articleForm: ArticleForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    {
      url: `/admin/articles/${id}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: articleForm,
      signal,
    },
    options,
  );
};

export const getAdminArticleUpdateMutationKey = () => ['adminArticleUpdate'] as const;

export const getAdminArticleUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleUpdate>>,
    TError,
    AdminArticleUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleUpdate>>,
  TError,
  AdminArticleUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleUpdate>>,
    AdminArticleUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminArticleUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleUpdate>>
>;
export type AdminArticleUpdateMutationBody = ArticleForm;
export type AdminArticleUpdateMutationError = ErrorResponse;
export type AdminArticleUpdateMutationVariables = { id: ArticleId; data: ArticleForm };

/**
 * @summary Replace an article's category, Home flag and texts.
 */
export const useAdminArticleUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleUpdate>>,
      TError,
      AdminArticleUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleUpdate>>,
  TError,
  AdminArticleUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Publish now (a draft or a scheduled article; 409 with code 2694 when already published).
 */
export const adminArticlePublish = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/publish`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticlePublishMutationKey = () => ['adminArticlePublish'] as const;

export const getAdminArticlePublishMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticlePublish>>,
    TError,
    AdminArticlePublishMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticlePublish>>,
  TError,
  AdminArticlePublishMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticlePublishMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticlePublish>>,
    AdminArticlePublishMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticlePublish(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticlePublishMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticlePublish>>
>;

export type AdminArticlePublishMutationError = ErrorResponse;
export type AdminArticlePublishMutationVariables = { id: ArticleId };

/**
 * @summary Publish now (a draft or a scheduled article; 409 with code 2694 when already published).
 */
export const useAdminArticlePublish = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticlePublish>>,
      TError,
      AdminArticlePublishMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticlePublish>>,
  TError,
  AdminArticlePublishMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticlePublishMutationOptions(options), queryClient);
};
/**
 * Readers see it from `publish_at` on, not before; a time not in the future is 400 (code 2692).
 * @summary Publish at a later time (a draft, or a scheduled article moved; 409 when published).
 */
export const adminArticleSchedule = (
  id: ArticleId,
  scheduleForm: ScheduleForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`publish_at`, scheduleForm.publish_at);

  return consoleCall<ArticleOk>(
    {
      url: `/admin/articles/${id}/schedule`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminArticleScheduleMutationKey = () => ['adminArticleSchedule'] as const;

export const getAdminArticleScheduleMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleSchedule>>,
    TError,
    AdminArticleScheduleMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleSchedule>>,
  TError,
  AdminArticleScheduleMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleScheduleMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleSchedule>>,
    AdminArticleScheduleMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminArticleSchedule(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleScheduleMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleSchedule>>
>;
export type AdminArticleScheduleMutationBody = ScheduleForm;
export type AdminArticleScheduleMutationError = ErrorResponse;
export type AdminArticleScheduleMutationVariables = { id: ArticleId; data: ScheduleForm };

/**
 * @summary Publish at a later time (a draft, or a scheduled article moved; 409 when published).
 */
export const useAdminArticleSchedule = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleSchedule>>,
      TError,
      AdminArticleScheduleMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleSchedule>>,
  TError,
  AdminArticleScheduleMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleScheduleMutationOptions(options), queryClient);
};
/**
 * @summary Take a published or scheduled article back to draft (409 with code 2695 for a draft).
 */
export const adminArticleUnpublish = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/unpublish`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticleUnpublishMutationKey = () => ['adminArticleUnpublish'] as const;

export const getAdminArticleUnpublishMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleUnpublish>>,
    TError,
    AdminArticleUnpublishMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleUnpublish>>,
  TError,
  AdminArticleUnpublishMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleUnpublishMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleUnpublish>>,
    AdminArticleUnpublishMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticleUnpublish(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleUnpublishMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleUnpublish>>
>;

export type AdminArticleUnpublishMutationError = ErrorResponse;
export type AdminArticleUnpublishMutationVariables = { id: ArticleId };

/**
 * @summary Take a published or scheduled article back to draft (409 with code 2695 for a draft).
 */
export const useAdminArticleUnpublish = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleUnpublish>>,
      TError,
      AdminArticleUnpublishMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleUnpublish>>,
  TError,
  AdminArticleUnpublishMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleUnpublishMutationOptions(options), queryClient);
};
/**
 * @summary Pin - listed first on its board, before newer articles.
 */
export const adminArticlePin = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/pin`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticlePinMutationKey = () => ['adminArticlePin'] as const;

export const getAdminArticlePinMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticlePin>>,
    TError,
    AdminArticlePinMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticlePin>>,
  TError,
  AdminArticlePinMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticlePinMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticlePin>>,
    AdminArticlePinMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticlePin(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticlePinMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticlePin>>
>;

export type AdminArticlePinMutationError = ErrorResponse;
export type AdminArticlePinMutationVariables = { id: ArticleId };

/**
 * @summary Pin - listed first on its board, before newer articles.
 */
export const useAdminArticlePin = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticlePin>>,
      TError,
      AdminArticlePinMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticlePin>>,
  TError,
  AdminArticlePinMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticlePinMutationOptions(options), queryClient);
};
/**
 * @summary Unpin - back in date order.
 */
export const adminArticleUnpin = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/unpin`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticleUnpinMutationKey = () => ['adminArticleUnpin'] as const;

export const getAdminArticleUnpinMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleUnpin>>,
    TError,
    AdminArticleUnpinMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleUnpin>>,
  TError,
  AdminArticleUnpinMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleUnpinMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleUnpin>>,
    AdminArticleUnpinMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticleUnpin(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleUnpinMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleUnpin>>
>;

export type AdminArticleUnpinMutationError = ErrorResponse;
export type AdminArticleUnpinMutationVariables = { id: ArticleId };

/**
 * @summary Unpin - back in date order.
 */
export const useAdminArticleUnpin = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleUnpin>>,
      TError,
      AdminArticleUnpinMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleUnpin>>,
  TError,
  AdminArticleUnpinMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleUnpinMutationOptions(options), queryClient);
};
/**
 * Only a notice can be the banner (409, code 2696). At most one article is the banner; the
 * replaced one's id is in the audit row (`article.banner`, `after.replaced`). Choosing the
 * banner again changes nothing but is audited like any action.
 * @summary Make this notice Home's banner (its title and summary headline Home while it is published); the notice that was the banner stops being it.
 */
export const adminArticleBanner = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/banner`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticleBannerMutationKey = () => ['adminArticleBanner'] as const;

export const getAdminArticleBannerMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleBanner>>,
    TError,
    AdminArticleBannerMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleBanner>>,
  TError,
  AdminArticleBannerMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleBannerMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleBanner>>,
    AdminArticleBannerMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticleBanner(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleBannerMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleBanner>>
>;

export type AdminArticleBannerMutationError = ErrorResponse;
export type AdminArticleBannerMutationVariables = { id: ArticleId };

/**
 * @summary Make this notice Home's banner (its title and summary headline Home while it is published); the notice that was the banner stops being it.
 */
export const useAdminArticleBanner = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleBanner>>,
      TError,
      AdminArticleBannerMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleBanner>>,
  TError,
  AdminArticleBannerMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleBannerMutationOptions(options), queryClient);
};
/**
 * @summary Stop being Home's banner - Home shows its own welcome again.
 */
export const adminArticleUnbanner = (
  id: ArticleId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ArticleOk>(
    { url: `/admin/articles/${id}/unbanner`, method: 'POST', signal },
    options,
  );
};

export const getAdminArticleUnbannerMutationKey = () => ['adminArticleUnbanner'] as const;

export const getAdminArticleUnbannerMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminArticleUnbanner>>,
    TError,
    AdminArticleUnbannerMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminArticleUnbanner>>,
  TError,
  AdminArticleUnbannerMutationVariables,
  TContext
> => {
  const mutationKey = getAdminArticleUnbannerMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminArticleUnbanner>>,
    AdminArticleUnbannerMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminArticleUnbanner(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminArticleUnbannerMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminArticleUnbanner>>
>;

export type AdminArticleUnbannerMutationError = ErrorResponse;
export type AdminArticleUnbannerMutationVariables = { id: ArticleId };

/**
 * @summary Stop being Home's banner - Home shows its own welcome again.
 */
export const useAdminArticleUnbanner = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminArticleUnbanner>>,
      TError,
      AdminArticleUnbannerMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminArticleUnbanner>>,
  TError,
  AdminArticleUnbannerMutationVariables,
  TContext
> => {
  return useMutation(getAdminArticleUnbannerMutationOptions(options), queryClient);
};
