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
  EmptyOkResponse,
  ErrorResponse,
  NotificationListParams,
  NotificationPageOk,
  NotificationPrefsOk,
  NotificationPrefsSetBody,
  NotificationReadAllBody,
  NotificationReadBody,
  NotificationUnreadOk,
  NotificationsMarkedOk,
  PushConfigOk,
  PushSubscribeBody,
  PushUnsubscribeBody,
} from '../../model';

import { apiCall } from '../../../http';

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
 * @summary The signed-in user's notifications of the last 180 days, newest first.
 */
export const notificationList = (
  params?: NotificationListParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<NotificationPageOk>(
    { url: `/notifications`, method: 'GET', params, signal },
    options,
  );
};

export const getNotificationListQueryKey = (params?: NotificationListParams) => {
  return [`/notifications`, ...(params ? [params] : [])] as const;
};

export const getNotificationListQueryOptions = <
  TData = Awaited<ReturnType<typeof notificationList>>,
  TError = ErrorResponse,
>(
  params?: NotificationListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getNotificationListQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof notificationList>>> = ({ signal }) =>
    notificationList(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof notificationList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type NotificationListQueryResult = NonNullable<Awaited<ReturnType<typeof notificationList>>>;
export type NotificationListQueryError = ErrorResponse;

export function useNotificationList<
  TData = Awaited<ReturnType<typeof notificationList>>,
  TError = ErrorResponse,
>(
  params: undefined | NotificationListParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationList>>,
          TError,
          Awaited<ReturnType<typeof notificationList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationList<
  TData = Awaited<ReturnType<typeof notificationList>>,
  TError = ErrorResponse,
>(
  params?: NotificationListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationList>>,
          TError,
          Awaited<ReturnType<typeof notificationList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationList<
  TData = Awaited<ReturnType<typeof notificationList>>,
  TError = ErrorResponse,
>(
  params?: NotificationListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's notifications of the last 180 days, newest first.
 */

export function useNotificationList<
  TData = Awaited<ReturnType<typeof notificationList>>,
  TError = ErrorResponse,
>(
  params?: NotificationListParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getNotificationListQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary How many of the user's notifications are unread (the bell's badge).
 */
export const notificationUnread = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<NotificationUnreadOk>(
    { url: `/notifications/unread`, method: 'GET', signal },
    options,
  );
};

export const getNotificationUnreadQueryKey = () => {
  return [`/notifications/unread`] as const;
};

export const getNotificationUnreadQueryOptions = <
  TData = Awaited<ReturnType<typeof notificationUnread>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationUnread>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getNotificationUnreadQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof notificationUnread>>> = ({ signal }) =>
    notificationUnread(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof notificationUnread>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type NotificationUnreadQueryResult = NonNullable<
  Awaited<ReturnType<typeof notificationUnread>>
>;
export type NotificationUnreadQueryError = ErrorResponse;

export function useNotificationUnread<
  TData = Awaited<ReturnType<typeof notificationUnread>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationUnread>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationUnread>>,
          TError,
          Awaited<ReturnType<typeof notificationUnread>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationUnread<
  TData = Awaited<ReturnType<typeof notificationUnread>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof notificationUnread>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationUnread>>,
          TError,
          Awaited<ReturnType<typeof notificationUnread>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationUnread<
  TData = Awaited<ReturnType<typeof notificationUnread>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationUnread>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary How many of the user's notifications are unread (the bell's badge).
 */

export function useNotificationUnread<
  TData = Awaited<ReturnType<typeof notificationUnread>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationUnread>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getNotificationUnreadQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Mark one of the user's notifications read (again is fine); another user's is 404.
 */
export const notificationRead = (
  notificationReadBody: NotificationReadBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, notificationReadBody.id.toString());

  return apiCall<NotificationsMarkedOk>(
    {
      url: `/notifications/read`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getNotificationReadMutationKey = () => ['notificationRead'] as const;

export const getNotificationReadMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof notificationRead>>,
    TError,
    NotificationReadMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof notificationRead>>,
  TError,
  NotificationReadMutationVariables,
  TContext
> => {
  const mutationKey = getNotificationReadMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof notificationRead>>,
    NotificationReadMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return notificationRead(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type NotificationReadMutationResult = NonNullable<
  Awaited<ReturnType<typeof notificationRead>>
>;
export type NotificationReadMutationBody = NotificationReadBody;
export type NotificationReadMutationError = ErrorResponse;
export type NotificationReadMutationVariables = { data: NotificationReadBody };

/**
 * @summary Mark one of the user's notifications read (again is fine); another user's is 404.
 */
export const useNotificationRead = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof notificationRead>>,
      TError,
      NotificationReadMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof notificationRead>>,
  TError,
  NotificationReadMutationVariables,
  TContext
> => {
  return useMutation(getNotificationReadMutationOptions(options), queryClient);
};
/**
 * @summary Mark every unread notification read, or only those of one category.
 */
export const notificationReadAll = (
  notificationReadAllBody?: NotificationReadAllBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (notificationReadAllBody?.category !== undefined) {
    formUrlEncoded.append(`category`, notificationReadAllBody.category);
  }

  return apiCall<NotificationsMarkedOk>(
    {
      url: `/notifications/read_all`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getNotificationReadAllMutationKey = () => ['notificationReadAll'] as const;

export const getNotificationReadAllMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof notificationReadAll>>,
    TError,
    NotificationReadAllMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof notificationReadAll>>,
  TError,
  NotificationReadAllMutationVariables,
  TContext
> => {
  const mutationKey = getNotificationReadAllMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof notificationReadAll>>,
    NotificationReadAllMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return notificationReadAll(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type NotificationReadAllMutationResult = NonNullable<
  Awaited<ReturnType<typeof notificationReadAll>>
>;
export type NotificationReadAllMutationBody = NotificationReadAllBody | undefined;
export type NotificationReadAllMutationError = ErrorResponse;
export type NotificationReadAllMutationVariables = { data?: NotificationReadAllBody };

/**
 * @summary Mark every unread notification read, or only those of one category.
 */
export const useNotificationReadAll = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof notificationReadAll>>,
      TError,
      NotificationReadAllMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof notificationReadAll>>,
  TError,
  NotificationReadAllMutationVariables,
  TContext
> => {
  return useMutation(getNotificationReadAllMutationOptions(options), queryClient);
};
/**
 * The inbox always gets every notification. `push` sends it to the browsers the user subscribed
 * (each browser has its own switch: pushSubscribe and pushUnsubscribe). `email` is offered where
 * a notification must not be missed when no browser is subscribed (P2P paid, released and appeal
 * decided; withdrawal paid; liquidation), and is null for the other categories. The account
 * category's e-mails are the security alerts: `email_locked` is true there and they are always
 * sent. A user who never chose has push and e-mail on.
 * @summary The user's choices of how each category reaches them beyond the inbox (push, e-mail).
 */
export const notificationPrefs = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<NotificationPrefsOk>(
    { url: `/notifications/preferences`, method: 'GET', signal },
    options,
  );
};

export const getNotificationPrefsQueryKey = () => {
  return [`/notifications/preferences`] as const;
};

export const getNotificationPrefsQueryOptions = <
  TData = Awaited<ReturnType<typeof notificationPrefs>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationPrefs>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getNotificationPrefsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof notificationPrefs>>> = ({ signal }) =>
    notificationPrefs(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof notificationPrefs>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type NotificationPrefsQueryResult = NonNullable<
  Awaited<ReturnType<typeof notificationPrefs>>
>;
export type NotificationPrefsQueryError = ErrorResponse;

export function useNotificationPrefs<
  TData = Awaited<ReturnType<typeof notificationPrefs>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationPrefs>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationPrefs>>,
          TError,
          Awaited<ReturnType<typeof notificationPrefs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationPrefs<
  TData = Awaited<ReturnType<typeof notificationPrefs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationPrefs>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationPrefs>>,
          TError,
          Awaited<ReturnType<typeof notificationPrefs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useNotificationPrefs<
  TData = Awaited<ReturnType<typeof notificationPrefs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationPrefs>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's choices of how each category reaches them beyond the inbox (push, e-mail).
 */

export function useNotificationPrefs<
  TData = Awaited<ReturnType<typeof notificationPrefs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationPrefs>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getNotificationPrefsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * E-mail of a category that has none, or of the account category (security alerts), answers 400
 * (code 1342). Answers every category after the change.
 * @summary Turn one category's push or e-mail on or off.
 */
export const notificationPrefsSet = (
  notificationPrefsSetBody: NotificationPrefsSetBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`category`, notificationPrefsSetBody.category);
  formUrlEncoded.append(`channel`, notificationPrefsSetBody.channel);
  formUrlEncoded.append(`enabled`, notificationPrefsSetBody.enabled.toString());

  return apiCall<NotificationPrefsOk>(
    {
      url: `/notifications/preferences`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getNotificationPrefsSetMutationKey = () => ['notificationPrefsSet'] as const;

export const getNotificationPrefsSetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof notificationPrefsSet>>,
    TError,
    NotificationPrefsSetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof notificationPrefsSet>>,
  TError,
  NotificationPrefsSetMutationVariables,
  TContext
> => {
  const mutationKey = getNotificationPrefsSetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof notificationPrefsSet>>,
    NotificationPrefsSetMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return notificationPrefsSet(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type NotificationPrefsSetMutationResult = NonNullable<
  Awaited<ReturnType<typeof notificationPrefsSet>>
>;
export type NotificationPrefsSetMutationBody = NotificationPrefsSetBody;
export type NotificationPrefsSetMutationError = ErrorResponse;
export type NotificationPrefsSetMutationVariables = { data: NotificationPrefsSetBody };

/**
 * @summary Turn one category's push or e-mail on or off.
 */
export const useNotificationPrefsSet = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof notificationPrefsSet>>,
      TError,
      NotificationPrefsSetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof notificationPrefsSet>>,
  TError,
  NotificationPrefsSetMutationVariables,
  TContext
> => {
  return useMutation(getNotificationPrefsSetMutationOptions(options), queryClient);
};
/**
 * @summary The server's Web Push key (VAPID application server key), null when it sends no pushes.
 */
export const pushConfig = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PushConfigOk>({ url: `/push/config`, method: 'GET', signal }, options);
};

export const getPushConfigQueryKey = () => {
  return [`/push/config`] as const;
};

export const getPushConfigQueryOptions = <
  TData = Awaited<ReturnType<typeof pushConfig>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pushConfig>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getPushConfigQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof pushConfig>>> = ({ signal }) =>
    pushConfig(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof pushConfig>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type PushConfigQueryResult = NonNullable<Awaited<ReturnType<typeof pushConfig>>>;
export type PushConfigQueryError = ErrorResponse;

export function usePushConfig<
  TData = Awaited<ReturnType<typeof pushConfig>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof pushConfig>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof pushConfig>>,
          TError,
          Awaited<ReturnType<typeof pushConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePushConfig<
  TData = Awaited<ReturnType<typeof pushConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pushConfig>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof pushConfig>>,
          TError,
          Awaited<ReturnType<typeof pushConfig>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function usePushConfig<
  TData = Awaited<ReturnType<typeof pushConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pushConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The server's Web Push key (VAPID application server key), null when it sends no pushes.
 */

export function usePushConfig<
  TData = Awaited<ReturnType<typeof pushConfig>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof pushConfig>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getPushConfigQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The endpoint must be a browser push service's (https). Subscribing again updates the keys
 * and the language; a browser that signed in as another user moves to that user.
 * @summary Send this browser's push subscription; its notifications are then pushed to it too.
 */
export const pushSubscribe = (
  pushSubscribeBody: PushSubscribeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`endpoint`, pushSubscribeBody.endpoint);
  formUrlEncoded.append(`p256dh`, pushSubscribeBody.p256dh);
  formUrlEncoded.append(`auth`, pushSubscribeBody.auth);

  return apiCall<EmptyOkResponse>(
    {
      url: `/push/subscribe`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getPushSubscribeMutationKey = () => ['pushSubscribe'] as const;

export const getPushSubscribeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof pushSubscribe>>,
    TError,
    PushSubscribeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof pushSubscribe>>,
  TError,
  PushSubscribeMutationVariables,
  TContext
> => {
  const mutationKey = getPushSubscribeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof pushSubscribe>>,
    PushSubscribeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return pushSubscribe(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type PushSubscribeMutationResult = NonNullable<Awaited<ReturnType<typeof pushSubscribe>>>;
export type PushSubscribeMutationBody = PushSubscribeBody;
export type PushSubscribeMutationError = ErrorResponse;
export type PushSubscribeMutationVariables = { data: PushSubscribeBody };

/**
 * @summary Send this browser's push subscription; its notifications are then pushed to it too.
 */
export const usePushSubscribe = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof pushSubscribe>>,
      TError,
      PushSubscribeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof pushSubscribe>>,
  TError,
  PushSubscribeMutationVariables,
  TContext
> => {
  return useMutation(getPushSubscribeMutationOptions(options), queryClient);
};
/**
 * @summary Stop pushing to this browser (the per-device switch). Unknown endpoints are fine.
 */
export const pushUnsubscribe = (
  pushUnsubscribeBody: PushUnsubscribeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`endpoint`, pushUnsubscribeBody.endpoint);

  return apiCall<EmptyOkResponse>(
    {
      url: `/push/unsubscribe`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getPushUnsubscribeMutationKey = () => ['pushUnsubscribe'] as const;

export const getPushUnsubscribeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof pushUnsubscribe>>,
    TError,
    PushUnsubscribeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof pushUnsubscribe>>,
  TError,
  PushUnsubscribeMutationVariables,
  TContext
> => {
  const mutationKey = getPushUnsubscribeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof pushUnsubscribe>>,
    PushUnsubscribeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return pushUnsubscribe(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type PushUnsubscribeMutationResult = NonNullable<
  Awaited<ReturnType<typeof pushUnsubscribe>>
>;
export type PushUnsubscribeMutationBody = PushUnsubscribeBody;
export type PushUnsubscribeMutationError = ErrorResponse;
export type PushUnsubscribeMutationVariables = { data: PushUnsubscribeBody };

/**
 * @summary Stop pushing to this browser (the per-device switch). Unknown endpoints are fine.
 */
export const usePushUnsubscribe = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof pushUnsubscribe>>,
      TError,
      PushUnsubscribeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof pushUnsubscribe>>,
  TError,
  PushUnsubscribeMutationVariables,
  TContext
> => {
  return useMutation(getPushUnsubscribeMutationOptions(options), queryClient);
};
