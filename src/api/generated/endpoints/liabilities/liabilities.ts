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
  ErrorResponse,
  LeavesFile,
  LiabilitiesLeavesParams,
  LiabilitiesSnapshotsParams,
  MyProofOk,
  SnapshotPageOk,
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
 * Each snapshot is a Merkle sum tree over every user's total (available plus frozen, all
 * account types) of every listed coin, taken in one consistent read of the ledger and
 * published only when each coin's total equals what the ledger's journal says users hold.
 * @summary Published snapshots of every user's balances, newest first, with their root and totals.
 */
export const liabilitiesSnapshots = (
  params?: LiabilitiesSnapshotsParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SnapshotPageOk>(
    { url: `/liabilities/snapshots`, method: 'GET', params, signal },
    options,
  );
};

export const getLiabilitiesSnapshotsQueryKey = (params?: LiabilitiesSnapshotsParams) => {
  return [`/liabilities/snapshots`, ...(params ? [params] : [])] as const;
};

export const getLiabilitiesSnapshotsQueryOptions = <
  TData = Awaited<ReturnType<typeof liabilitiesSnapshots>>,
  TError = ErrorResponse,
>(
  params?: LiabilitiesSnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof liabilitiesSnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLiabilitiesSnapshotsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof liabilitiesSnapshots>>> = ({ signal }) =>
    liabilitiesSnapshots(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof liabilitiesSnapshots>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LiabilitiesSnapshotsQueryResult = NonNullable<
  Awaited<ReturnType<typeof liabilitiesSnapshots>>
>;
export type LiabilitiesSnapshotsQueryError = ErrorResponse;

export function useLiabilitiesSnapshots<
  TData = Awaited<ReturnType<typeof liabilitiesSnapshots>>,
  TError = ErrorResponse,
>(
  params: undefined | LiabilitiesSnapshotsParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof liabilitiesSnapshots>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesSnapshots>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesSnapshots>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesSnapshots<
  TData = Awaited<ReturnType<typeof liabilitiesSnapshots>>,
  TError = ErrorResponse,
>(
  params?: LiabilitiesSnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof liabilitiesSnapshots>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesSnapshots>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesSnapshots>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesSnapshots<
  TData = Awaited<ReturnType<typeof liabilitiesSnapshots>>,
  TError = ErrorResponse,
>(
  params?: LiabilitiesSnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof liabilitiesSnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Published snapshots of every user's balances, newest first, with their root and totals.
 */

export function useLiabilitiesSnapshots<
  TData = Awaited<ReturnType<typeof liabilitiesSnapshots>>,
  TError = ErrorResponse,
>(
  params?: LiabilitiesSnapshotsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof liabilitiesSnapshots>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLiabilitiesSnapshotsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The file itself (a download, `Content-Disposition: attachment`), not the envelope: every
 * leaf's hash and sums in position order, padding included, with the snapshot's header, so
 * that `npm run verify-liabilities` or any verifier written from the documentation can
 * recompute the root and the totals. Failures are envelopes (404 for an unknown snapshot).
 * @summary A published snapshot's full list of leaves, as a file for the open verifier.
 */
export const liabilitiesLeaves = (
  params: LiabilitiesLeavesParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<LeavesFile>(
    { url: `/liabilities/leaves`, method: 'GET', params, signal },
    options,
  );
};

export const getLiabilitiesLeavesQueryKey = (params?: LiabilitiesLeavesParams) => {
  return [`/liabilities/leaves`, ...(params ? [params] : [])] as const;
};

export const getLiabilitiesLeavesQueryOptions = <
  TData = Awaited<ReturnType<typeof liabilitiesLeaves>>,
  TError = ErrorResponse,
>(
  params: LiabilitiesLeavesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesLeaves>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLiabilitiesLeavesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof liabilitiesLeaves>>> = ({ signal }) =>
    liabilitiesLeaves(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof liabilitiesLeaves>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LiabilitiesLeavesQueryResult = NonNullable<
  Awaited<ReturnType<typeof liabilitiesLeaves>>
>;
export type LiabilitiesLeavesQueryError = ErrorResponse;

export function useLiabilitiesLeaves<
  TData = Awaited<ReturnType<typeof liabilitiesLeaves>>,
  TError = ErrorResponse,
>(
  params: LiabilitiesLeavesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesLeaves>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesLeaves>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesLeaves>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesLeaves<
  TData = Awaited<ReturnType<typeof liabilitiesLeaves>>,
  TError = ErrorResponse,
>(
  params: LiabilitiesLeavesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesLeaves>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesLeaves>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesLeaves>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesLeaves<
  TData = Awaited<ReturnType<typeof liabilitiesLeaves>>,
  TError = ErrorResponse,
>(
  params: LiabilitiesLeavesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesLeaves>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary A published snapshot's full list of leaves, as a file for the open verifier.
 */

export function useLiabilitiesLeaves<
  TData = Awaited<ReturnType<typeof liabilitiesLeaves>>,
  TError = ErrorResponse,
>(
  params: LiabilitiesLeavesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesLeaves>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLiabilitiesLeavesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The user's leaf (their salt, position and balances) and the sibling at every level up to
 * the root, which the app checks with WebCrypto and the user may download and check with the
 * open verifier.
 * @summary The signed-in user's proof of inclusion in the latest published snapshot.
 */
export const liabilitiesProof = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<MyProofOk>({ url: `/liabilities/proof`, method: 'GET', signal }, options);
};

export const getLiabilitiesProofQueryKey = () => {
  return [`/liabilities/proof`] as const;
};

export const getLiabilitiesProofQueryOptions = <
  TData = Awaited<ReturnType<typeof liabilitiesProof>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesProof>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getLiabilitiesProofQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof liabilitiesProof>>> = ({ signal }) =>
    liabilitiesProof(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof liabilitiesProof>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type LiabilitiesProofQueryResult = NonNullable<Awaited<ReturnType<typeof liabilitiesProof>>>;
export type LiabilitiesProofQueryError = ErrorResponse;

export function useLiabilitiesProof<
  TData = Awaited<ReturnType<typeof liabilitiesProof>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesProof>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesProof>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesProof>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesProof<
  TData = Awaited<ReturnType<typeof liabilitiesProof>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesProof>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof liabilitiesProof>>,
          TError,
          Awaited<ReturnType<typeof liabilitiesProof>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useLiabilitiesProof<
  TData = Awaited<ReturnType<typeof liabilitiesProof>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesProof>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's proof of inclusion in the latest published snapshot.
 */

export function useLiabilitiesProof<
  TData = Awaited<ReturnType<typeof liabilitiesProof>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof liabilitiesProof>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getLiabilitiesProofQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
