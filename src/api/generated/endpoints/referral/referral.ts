import { useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  Center2Ok,
  ErrorResponse,
  InviteOk,
  PageRequest,
  PosterOk,
  RebatePageOk,
  ShareOk,
  TeamPageOk,
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
 * @summary The user's invite code and link, partner level, rebate ratio and team size.
 */
export const userInvite = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<InviteOk>({ url: `/user/invite`, method: 'GET', signal }, options);
};

export const getUserInviteQueryKey = () => {
  return [`/user/invite`] as const;
};

export const getUserInviteQueryOptions = <
  TData = Awaited<ReturnType<typeof userInvite>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInvite>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserInviteQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userInvite>>> = ({ signal }) =>
    userInvite(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userInvite>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserInviteQueryResult = NonNullable<Awaited<ReturnType<typeof userInvite>>>;
export type UserInviteQueryError = ErrorResponse;

export function useUserInvite<
  TData = Awaited<ReturnType<typeof userInvite>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInvite>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInvite>>,
          TError,
          Awaited<ReturnType<typeof userInvite>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserInvite<
  TData = Awaited<ReturnType<typeof userInvite>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInvite>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInvite>>,
          TError,
          Awaited<ReturnType<typeof userInvite>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserInvite<
  TData = Awaited<ReturnType<typeof userInvite>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInvite>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's invite code and link, partner level, rebate ratio and team size.
 */

export function useUserInvite<
  TData = Awaited<ReturnType<typeof userInvite>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInvite>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserInviteQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's whole team (direct invitees, depth 1, and theirs, depth 2), newest first.
 */
export const userInviteList = (
  pageRequest?: PageRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (pageRequest?.page !== undefined) {
    formUrlEncoded.append(`page`, pageRequest.page.toString());
  }
  if (pageRequest?.limit !== undefined) {
    formUrlEncoded.append(`limit`, pageRequest.limit.toString());
  }

  return apiCall<TeamPageOk>(
    {
      url: `/user/invite_list`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserInviteListQueryKey = (pageRequest?: PageRequest) => {
  return ['POST', `/user/invite_list`, pageRequest] as const;
};

export const getUserInviteListQueryOptions = <
  TData = Awaited<ReturnType<typeof userInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserInviteListQueryKey(pageRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userInviteList>>> = ({ signal }) =>
    userInviteList(pageRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userInviteList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserInviteListQueryResult = NonNullable<Awaited<ReturnType<typeof userInviteList>>>;
export type UserInviteListQueryError = ErrorResponse;

export function useUserInviteList<
  TData = Awaited<ReturnType<typeof userInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest: undefined | PageRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInviteList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInviteList>>,
          TError,
          Awaited<ReturnType<typeof userInviteList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserInviteList<
  TData = Awaited<ReturnType<typeof userInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInviteList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userInviteList>>,
          TError,
          Awaited<ReturnType<typeof userInviteList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserInviteList<
  TData = Awaited<ReturnType<typeof userInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's whole team (direct invitees, depth 1, and theirs, depth 2), newest first.
 */

export function useUserInviteList<
  TData = Awaited<ReturnType<typeof userInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserInviteListQueryOptions(pageRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Only the users who registered with the user's own invite code (depth 1), newest first.
 */
export const userMyInviteList = (
  pageRequest?: PageRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (pageRequest?.page !== undefined) {
    formUrlEncoded.append(`page`, pageRequest.page.toString());
  }
  if (pageRequest?.limit !== undefined) {
    formUrlEncoded.append(`limit`, pageRequest.limit.toString());
  }

  return apiCall<TeamPageOk>(
    {
      url: `/user/my_invite_list`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserMyInviteListQueryKey = (pageRequest?: PageRequest) => {
  return ['POST', `/user/my_invite_list`, pageRequest] as const;
};

export const getUserMyInviteListQueryOptions = <
  TData = Awaited<ReturnType<typeof userMyInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserMyInviteListQueryKey(pageRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userMyInviteList>>> = ({ signal }) =>
    userMyInviteList(pageRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userMyInviteList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserMyInviteListQueryResult = NonNullable<Awaited<ReturnType<typeof userMyInviteList>>>;
export type UserMyInviteListQueryError = ErrorResponse;

export function useUserMyInviteList<
  TData = Awaited<ReturnType<typeof userMyInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest: undefined | PageRequest,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyInviteList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyInviteList>>,
          TError,
          Awaited<ReturnType<typeof userMyInviteList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyInviteList<
  TData = Awaited<ReturnType<typeof userMyInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyInviteList>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyInviteList>>,
          TError,
          Awaited<ReturnType<typeof userMyInviteList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyInviteList<
  TData = Awaited<ReturnType<typeof userMyInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Only the users who registered with the user's own invite code (depth 1), newest first.
 */

export function useUserMyInviteList<
  TData = Awaited<ReturnType<typeof userMyInviteList>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyInviteList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserMyInviteListQueryOptions(pageRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Rebates paid to the user, newest first, with the totals per coin.
 */
export const userMyAccountReturn = (
  pageRequest?: PageRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (pageRequest?.page !== undefined) {
    formUrlEncoded.append(`page`, pageRequest.page.toString());
  }
  if (pageRequest?.limit !== undefined) {
    formUrlEncoded.append(`limit`, pageRequest.limit.toString());
  }

  return apiCall<RebatePageOk>(
    {
      url: `/user/my_account_return`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserMyAccountReturnQueryKey = (pageRequest?: PageRequest) => {
  return ['POST', `/user/my_account_return`, pageRequest] as const;
};

export const getUserMyAccountReturnQueryOptions = <
  TData = Awaited<ReturnType<typeof userMyAccountReturn>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof userMyAccountReturn>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserMyAccountReturnQueryKey(pageRequest);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userMyAccountReturn>>> = ({ signal }) =>
    userMyAccountReturn(pageRequest, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userMyAccountReturn>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserMyAccountReturnQueryResult = NonNullable<
  Awaited<ReturnType<typeof userMyAccountReturn>>
>;
export type UserMyAccountReturnQueryError = ErrorResponse;

export function useUserMyAccountReturn<
  TData = Awaited<ReturnType<typeof userMyAccountReturn>>,
  TError = ErrorResponse,
>(
  pageRequest: undefined | PageRequest,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof userMyAccountReturn>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyAccountReturn>>,
          TError,
          Awaited<ReturnType<typeof userMyAccountReturn>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyAccountReturn<
  TData = Awaited<ReturnType<typeof userMyAccountReturn>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof userMyAccountReturn>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyAccountReturn>>,
          TError,
          Awaited<ReturnType<typeof userMyAccountReturn>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyAccountReturn<
  TData = Awaited<ReturnType<typeof userMyAccountReturn>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof userMyAccountReturn>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Rebates paid to the user, newest first, with the totals per coin.
 */

export function useUserMyAccountReturn<
  TData = Awaited<ReturnType<typeof userMyAccountReturn>>,
  TError = ErrorResponse,
>(
  pageRequest?: PageRequest,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof userMyAccountReturn>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserMyAccountReturnQueryOptions(pageRequest, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary What the invite poster shows; the app draws it (with the link's QR code) on a canvas.
 */
export const userMyPoster = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PosterOk>({ url: `/user/my_poster`, method: 'GET', signal }, options);
};

export const getUserMyPosterQueryKey = () => {
  return [`/user/my_poster`] as const;
};

export const getUserMyPosterQueryOptions = <
  TData = Awaited<ReturnType<typeof userMyPoster>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyPoster>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserMyPosterQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userMyPoster>>> = ({ signal }) =>
    userMyPoster(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userMyPoster>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserMyPosterQueryResult = NonNullable<Awaited<ReturnType<typeof userMyPoster>>>;
export type UserMyPosterQueryError = ErrorResponse;

export function useUserMyPoster<
  TData = Awaited<ReturnType<typeof userMyPoster>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyPoster>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyPoster>>,
          TError,
          Awaited<ReturnType<typeof userMyPoster>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyPoster<
  TData = Awaited<ReturnType<typeof userMyPoster>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyPoster>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyPoster>>,
          TError,
          Awaited<ReturnType<typeof userMyPoster>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyPoster<
  TData = Awaited<ReturnType<typeof userMyPoster>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyPoster>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary What the invite poster shows; the app draws it (with the link's QR code) on a canvas.
 */

export function useUserMyPoster<
  TData = Awaited<ReturnType<typeof userMyPoster>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyPoster>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserMyPosterQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Share texts with the invite link, in the user's language.
 */
export const userMyShare = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<ShareOk>({ url: `/user/my_share`, method: 'GET', signal }, options);
};

export const getUserMyShareQueryKey = () => {
  return [`/user/my_share`] as const;
};

export const getUserMyShareQueryOptions = <
  TData = Awaited<ReturnType<typeof userMyShare>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyShare>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserMyShareQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userMyShare>>> = ({ signal }) =>
    userMyShare(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userMyShare>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserMyShareQueryResult = NonNullable<Awaited<ReturnType<typeof userMyShare>>>;
export type UserMyShareQueryError = ErrorResponse;

export function useUserMyShare<
  TData = Awaited<ReturnType<typeof userMyShare>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyShare>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyShare>>,
          TError,
          Awaited<ReturnType<typeof userMyShare>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyShare<
  TData = Awaited<ReturnType<typeof userMyShare>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyShare>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userMyShare>>,
          TError,
          Awaited<ReturnType<typeof userMyShare>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserMyShare<
  TData = Awaited<ReturnType<typeof userMyShare>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyShare>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Share texts with the invite link, in the user's language.
 */

export function useUserMyShare<
  TData = Awaited<ReturnType<typeof userMyShare>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userMyShare>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserMyShareQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The ranking orders inviters by direct team size (ties: earlier registration first) and shows
 * at most 10, accounts masked. Each level shows its authorization code; a user at level 2 or
 * above (a partner) has a personal authorization code `<level code>-<invite code>`.
 * @summary The extended center - the user's partner status, the partner levels and the top 10 inviters.
 */
export const userCenter2 = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<Center2Ok>({ url: `/user/center2`, method: 'GET', signal }, options);
};

export const getUserCenter2QueryKey = () => {
  return [`/user/center2`] as const;
};

export const getUserCenter2QueryOptions = <
  TData = Awaited<ReturnType<typeof userCenter2>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter2>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserCenter2QueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userCenter2>>> = ({ signal }) =>
    userCenter2(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userCenter2>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserCenter2QueryResult = NonNullable<Awaited<ReturnType<typeof userCenter2>>>;
export type UserCenter2QueryError = ErrorResponse;

export function useUserCenter2<
  TData = Awaited<ReturnType<typeof userCenter2>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter2>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCenter2>>,
          TError,
          Awaited<ReturnType<typeof userCenter2>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCenter2<
  TData = Awaited<ReturnType<typeof userCenter2>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter2>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCenter2>>,
          TError,
          Awaited<ReturnType<typeof userCenter2>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCenter2<
  TData = Awaited<ReturnType<typeof userCenter2>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter2>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The extended center - the user's partner status, the partner levels and the top 10 inviters.
 */

export function useUserCenter2<
  TData = Awaited<ReturnType<typeof userCenter2>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter2>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserCenter2QueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
