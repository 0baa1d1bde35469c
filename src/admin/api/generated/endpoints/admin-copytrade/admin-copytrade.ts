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
  AdminCopyFollowsOk,
  AdminCopyTraderFollowsParams,
  AdminCopyTraderOk,
  AdminCopyTradersOk,
  CopyTraderFields,
  CopyTraderStateForm,
  ErrorResponse,
  Id,
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
 * @summary Every copy trader with its profile, terms, state and follow orders in progress.
 */
export const adminCopyTraders = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCopyTradersOk>(
    { url: `/admin/copy/traders`, method: 'GET', signal },
    options,
  );
};

export const getAdminCopyTradersQueryKey = () => {
  return [`/admin/copy/traders`] as const;
};

export const getAdminCopyTradersQueryOptions = <
  TData = Awaited<ReturnType<typeof adminCopyTraders>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraders>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminCopyTradersQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminCopyTraders>>> = ({ signal }) =>
    adminCopyTraders(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminCopyTraders>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminCopyTradersQueryResult = NonNullable<Awaited<ReturnType<typeof adminCopyTraders>>>;
export type AdminCopyTradersQueryError = ErrorResponse;

export function useAdminCopyTraders<
  TData = Awaited<ReturnType<typeof adminCopyTraders>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraders>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTraders>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTraders>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTraders<
  TData = Awaited<ReturnType<typeof adminCopyTraders>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraders>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTraders>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTraders>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTraders<
  TData = Awaited<ReturnType<typeof adminCopyTraders>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraders>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every copy trader with its profile, terms, state and follow orders in progress.
 */

export function useAdminCopyTraders<
  TData = Awaited<ReturnType<typeof adminCopyTraders>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraders>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminCopyTradersQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a trader, closed (open it with the state operation).
 */
export const adminCopyTraderCreate = (
  copyTraderFields: CopyTraderFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name`, copyTraderFields.name);
  if (copyTraderFields.bio !== undefined) {
    formUrlEncoded.append(`bio`, copyTraderFields.bio);
  }
  formUrlEncoded.append(`currency`, copyTraderFields.currency);
  formUrlEncoded.append(`direction`, copyTraderFields.direction);
  formUrlEncoded.append(`period_days`, copyTraderFields.period_days);
  formUrlEncoded.append(`min_amount`, copyTraderFields.min_amount);
  formUrlEncoded.append(`commission_rate`, copyTraderFields.commission_rate);
  if (copyTraderFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, copyTraderFields.sort);
  }

  return consoleCall<AdminCopyTraderOk>(
    {
      url: `/admin/copy/traders`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminCopyTraderCreateMutationKey = () => ['adminCopyTraderCreate'] as const;

export const getAdminCopyTraderCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCopyTraderCreate>>,
    TError,
    AdminCopyTraderCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCopyTraderCreate>>,
  TError,
  AdminCopyTraderCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCopyTraderCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCopyTraderCreate>>,
    AdminCopyTraderCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminCopyTraderCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCopyTraderCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCopyTraderCreate>>
>;
export type AdminCopyTraderCreateMutationBody = CopyTraderFields;
export type AdminCopyTraderCreateMutationError = ErrorResponse;
export type AdminCopyTraderCreateMutationVariables = { data: CopyTraderFields };

/**
 * @summary Create a trader, closed (open it with the state operation).
 */
export const useAdminCopyTraderCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCopyTraderCreate>>,
      TError,
      AdminCopyTraderCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCopyTraderCreate>>,
  TError,
  AdminCopyTraderCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminCopyTraderCreateMutationOptions(options), queryClient);
};
/**
 * @summary One trader.
 */
export const adminCopyTrader = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCopyTraderOk>(
    { url: `/admin/copy/traders/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminCopyTraderQueryKey = (id: Id) => {
  return [`/admin/copy/traders/${id}`] as const;
};

export const getAdminCopyTraderQueryOptions = <
  TData = Awaited<ReturnType<typeof adminCopyTrader>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminCopyTraderQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminCopyTrader>>> = ({ signal }) =>
    adminCopyTrader(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminCopyTraderQueryResult = NonNullable<Awaited<ReturnType<typeof adminCopyTrader>>>;
export type AdminCopyTraderQueryError = ErrorResponse;

export function useAdminCopyTrader<
  TData = Awaited<ReturnType<typeof adminCopyTrader>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTrader>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTrader>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTrader<
  TData = Awaited<ReturnType<typeof adminCopyTrader>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTrader>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTrader>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTrader<
  TData = Awaited<ReturnType<typeof adminCopyTrader>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One trader.
 */

export function useAdminCopyTrader<
  TData = Awaited<ReturnType<typeof adminCopyTrader>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCopyTrader>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminCopyTraderQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a trader's profile and terms - new followers only; open follow orders keep theirs.
 */
export const adminCopyTraderUpdate = (
  id: Id,
  copyTraderFields: CopyTraderFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name`, copyTraderFields.name);
  if (copyTraderFields.bio !== undefined) {
    formUrlEncoded.append(`bio`, copyTraderFields.bio);
  }
  formUrlEncoded.append(`currency`, copyTraderFields.currency);
  formUrlEncoded.append(`direction`, copyTraderFields.direction);
  formUrlEncoded.append(`period_days`, copyTraderFields.period_days);
  formUrlEncoded.append(`min_amount`, copyTraderFields.min_amount);
  formUrlEncoded.append(`commission_rate`, copyTraderFields.commission_rate);
  if (copyTraderFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, copyTraderFields.sort);
  }

  return consoleCall<AdminCopyTraderOk>(
    {
      url: `/admin/copy/traders/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminCopyTraderUpdateMutationKey = () => ['adminCopyTraderUpdate'] as const;

export const getAdminCopyTraderUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCopyTraderUpdate>>,
    TError,
    AdminCopyTraderUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCopyTraderUpdate>>,
  TError,
  AdminCopyTraderUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCopyTraderUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCopyTraderUpdate>>,
    AdminCopyTraderUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminCopyTraderUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCopyTraderUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCopyTraderUpdate>>
>;
export type AdminCopyTraderUpdateMutationBody = CopyTraderFields;
export type AdminCopyTraderUpdateMutationError = ErrorResponse;
export type AdminCopyTraderUpdateMutationVariables = { id: Id; data: CopyTraderFields };

/**
 * @summary Change a trader's profile and terms - new followers only; open follow orders keep theirs.
 */
export const useAdminCopyTraderUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCopyTraderUpdate>>,
      TError,
      AdminCopyTraderUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCopyTraderUpdate>>,
  TError,
  AdminCopyTraderUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminCopyTraderUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open (followable; its coin must be listed) or closed (no new follows, gone from the app).
 */
export const adminCopyTraderState = (
  id: Id,
  copyTraderStateForm: CopyTraderStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, copyTraderStateForm.state);

  return consoleCall<AdminCopyTraderOk>(
    {
      url: `/admin/copy/traders/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminCopyTraderStateMutationKey = () => ['adminCopyTraderState'] as const;

export const getAdminCopyTraderStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCopyTraderState>>,
    TError,
    AdminCopyTraderStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCopyTraderState>>,
  TError,
  AdminCopyTraderStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCopyTraderStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCopyTraderState>>,
    AdminCopyTraderStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminCopyTraderState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCopyTraderStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCopyTraderState>>
>;
export type AdminCopyTraderStateMutationBody = CopyTraderStateForm;
export type AdminCopyTraderStateMutationError = ErrorResponse;
export type AdminCopyTraderStateMutationVariables = { id: Id; data: CopyTraderStateForm };

/**
 * @summary Open (followable; its coin must be listed) or closed (no new follows, gone from the app).
 */
export const useAdminCopyTraderState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCopyTraderState>>,
      TError,
      AdminCopyTraderStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCopyTraderState>>,
  TError,
  AdminCopyTraderStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminCopyTraderStateMutationOptions(options), queryClient);
};
/**
 * @summary One trader's follow orders, newest first, each with the terms it copied and its settlement.
 */
export const adminCopyTraderFollows = (
  id: Id,
  params?: AdminCopyTraderFollowsParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCopyFollowsOk>(
    { url: `/admin/copy/traders/${id}/follows`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminCopyTraderFollowsQueryKey = (
  id: Id,
  params?: AdminCopyTraderFollowsParams,
) => {
  return [`/admin/copy/traders/${id}/follows`, ...(params ? [params] : [])] as const;
};

export const getAdminCopyTraderFollowsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminCopyTraderFollows>>,
  TError = ErrorResponse,
>(
  id: Id,
  params?: AdminCopyTraderFollowsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminCopyTraderFollowsQueryKey(id, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminCopyTraderFollows>>> = ({ signal }) =>
    adminCopyTraderFollows(id, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminCopyTraderFollowsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminCopyTraderFollows>>
>;
export type AdminCopyTraderFollowsQueryError = ErrorResponse;

export function useAdminCopyTraderFollows<
  TData = Awaited<ReturnType<typeof adminCopyTraderFollows>>,
  TError = ErrorResponse,
>(
  id: Id,
  params: undefined | AdminCopyTraderFollowsParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTraderFollows>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTraderFollows>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTraderFollows<
  TData = Awaited<ReturnType<typeof adminCopyTraderFollows>>,
  TError = ErrorResponse,
>(
  id: Id,
  params?: AdminCopyTraderFollowsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCopyTraderFollows>>,
          TError,
          Awaited<ReturnType<typeof adminCopyTraderFollows>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCopyTraderFollows<
  TData = Awaited<ReturnType<typeof adminCopyTraderFollows>>,
  TError = ErrorResponse,
>(
  id: Id,
  params?: AdminCopyTraderFollowsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One trader's follow orders, newest first, each with the terms it copied and its settlement.
 */

export function useAdminCopyTraderFollows<
  TData = Awaited<ReturnType<typeof adminCopyTraderFollows>>,
  TError = ErrorResponse,
>(
  id: Id,
  params?: AdminCopyTraderFollowsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminCopyTraderFollows>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminCopyTraderFollowsQueryOptions(id, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
