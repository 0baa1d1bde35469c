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

import type { AdminAuditLogParams, AuditPageOk, ErrorResponse } from '../../model';

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
 * @summary The audit log, newest first, filtered by actor, action or target.
 */
export const adminAuditLog = (
  params?: AdminAuditLogParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AuditPageOk>({ url: `/admin/audit`, method: 'GET', params, signal }, options);
};

export const getAdminAuditLogQueryKey = (params?: AdminAuditLogParams) => {
  return [`/admin/audit`, ...(params ? [params] : [])] as const;
};

export const getAdminAuditLogQueryOptions = <
  TData = Awaited<ReturnType<typeof adminAuditLog>>,
  TError = ErrorResponse,
>(
  params?: AdminAuditLogParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAuditLog>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminAuditLogQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminAuditLog>>> = ({ signal }) =>
    adminAuditLog(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminAuditLog>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminAuditLogQueryResult = NonNullable<Awaited<ReturnType<typeof adminAuditLog>>>;
export type AdminAuditLogQueryError = ErrorResponse;

export function useAdminAuditLog<
  TData = Awaited<ReturnType<typeof adminAuditLog>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminAuditLogParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAuditLog>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminAuditLog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminAuditLog<
  TData = Awaited<ReturnType<typeof adminAuditLog>>,
  TError = ErrorResponse,
>(
  params?: AdminAuditLogParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAuditLog>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminAuditLog>>,
          TError,
          Awaited<ReturnType<typeof adminAuditLog>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminAuditLog<
  TData = Awaited<ReturnType<typeof adminAuditLog>>,
  TError = ErrorResponse,
>(
  params?: AdminAuditLogParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAuditLog>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The audit log, newest first, filtered by actor, action or target.
 */

export function useAdminAuditLog<
  TData = Awaited<ReturnType<typeof adminAuditLog>>,
  TError = ErrorResponse,
>(
  params?: AdminAuditLogParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAuditLog>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminAuditLogQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
