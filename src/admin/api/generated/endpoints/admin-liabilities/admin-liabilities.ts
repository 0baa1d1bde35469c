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
  AdminLiabilitySnapshotsParams,
  AdminSnapshotOk,
  AdminSnapshotPageOk,
  ErrorResponse,
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
 * @summary Every snapshot attempt, newest first, refused ones with their problems.
 */
export const adminLiabilitySnapshots = (
  params?: AdminLiabilitySnapshotsParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminSnapshotPageOk>(
    { url: `/admin/liabilities/snapshots`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminLiabilitySnapshotsQueryKey = (params?: AdminLiabilitySnapshotsParams) => {
  return [`/admin/liabilities/snapshots`, ...(params ? [params] : [])] as const;
};

export const getAdminLiabilitySnapshotsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
  TError = ErrorResponse,
>(
  params?: AdminLiabilitySnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminLiabilitySnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminLiabilitySnapshotsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminLiabilitySnapshots>>> = ({
    signal,
  }) => adminLiabilitySnapshots(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminLiabilitySnapshotsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminLiabilitySnapshots>>
>;
export type AdminLiabilitySnapshotsQueryError = ErrorResponse;

export function useAdminLiabilitySnapshots<
  TData = Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminLiabilitySnapshotsParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminLiabilitySnapshots>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
          TError,
          Awaited<ReturnType<typeof adminLiabilitySnapshots>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLiabilitySnapshots<
  TData = Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
  TError = ErrorResponse,
>(
  params?: AdminLiabilitySnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminLiabilitySnapshots>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
          TError,
          Awaited<ReturnType<typeof adminLiabilitySnapshots>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLiabilitySnapshots<
  TData = Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
  TError = ErrorResponse,
>(
  params?: AdminLiabilitySnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminLiabilitySnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every snapshot attempt, newest first, refused ones with their problems.
 */

export function useAdminLiabilitySnapshots<
  TData = Awaited<ReturnType<typeof adminLiabilitySnapshots>>,
  TError = ErrorResponse,
>(
  params?: AdminLiabilitySnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminLiabilitySnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminLiabilitySnapshotsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The daily job's work, on demand. Written to the audit log (action `liabilities.snapshot`,
 * target the snapshot) in the transaction that stores it.
 * @summary Take a snapshot now (published, or refused when the balances do not match the ledger).
 */
export const adminTakeLiabilitySnapshot = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminSnapshotOk>(
    { url: `/admin/liabilities/snapshots`, method: 'POST', signal },
    options,
  );
};

export const getAdminTakeLiabilitySnapshotMutationKey = () =>
  ['adminTakeLiabilitySnapshot'] as const;

export const getAdminTakeLiabilitySnapshotMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>,
  TError,
  void,
  TContext
> => {
  const mutationKey = getAdminTakeLiabilitySnapshotMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>,
    void
  > = () => {
    return adminTakeLiabilitySnapshot(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminTakeLiabilitySnapshotMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>
>;

export type AdminTakeLiabilitySnapshotMutationError = ErrorResponse;

/**
 * @summary Take a snapshot now (published, or refused when the balances do not match the ledger).
 */
export const useAdminTakeLiabilitySnapshot = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminTakeLiabilitySnapshot>>,
  TError,
  void,
  TContext
> => {
  return useMutation(getAdminTakeLiabilitySnapshotMutationOptions(options), queryClient);
};
