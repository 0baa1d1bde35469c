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

import type { DashboardOk, ErrorResponse, ReconcileOk, SystemOk } from '../../model';

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
 * "Today" is the current UTC day of the server clock: from `today.since` (00:00:00Z) to the
 * next midnight.
 * - `deposits`: deposits credited today, i.e. approved (status `passed`) with their review time
 *   today; per currency the sum credited to the users (the amount less the deposit fee).
 * - `withdrawals`: withdrawals paid out today, i.e. approved (status `passed`, payout recorded)
 *   with their review time today; per currency the sum sent out (the amount less the
 *   withdrawal fee, what the user receives).
 * - `sign_ups`: accounts created today.
 * `by_currency` lists only currencies with items today, by symbol; `count` is their total.
 * `jobs` lists every background job the server registers, in registration order, with its
 * last run as recorded by any process (the server's timers and the CLI's `jobs run` alike);
 * the times are the clock instants the runs were for.
 * `live` sums up the server instances that are fresh (their heartbeat, every 10 s, seen within
 * the last 60 s), as recorded in the database, so any instance answers for all (see
 * `adminSystem` for each one).
 * @summary Today's deposits, withdrawals and sign-ups, and every background job's last run.
 */
export const adminDashboard = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<DashboardOk>({ url: `/admin/dashboard`, method: 'GET', signal }, options);
};

export const getAdminDashboardQueryKey = () => {
  return [`/admin/dashboard`] as const;
};

export const getAdminDashboardQueryOptions = <
  TData = Awaited<ReturnType<typeof adminDashboard>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminDashboard>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminDashboardQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminDashboard>>> = ({ signal }) =>
    adminDashboard(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminDashboard>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminDashboardQueryResult = NonNullable<Awaited<ReturnType<typeof adminDashboard>>>;
export type AdminDashboardQueryError = ErrorResponse;

export function useAdminDashboard<
  TData = Awaited<ReturnType<typeof adminDashboard>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminDashboard>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminDashboard>>,
          TError,
          Awaited<ReturnType<typeof adminDashboard>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminDashboard<
  TData = Awaited<ReturnType<typeof adminDashboard>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminDashboard>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminDashboard>>,
          TError,
          Awaited<ReturnType<typeof adminDashboard>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminDashboard<
  TData = Awaited<ReturnType<typeof adminDashboard>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminDashboard>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Today's deposits, withdrawals and sign-ups, and every background job's last run.
 */

export function useAdminDashboard<
  TData = Awaited<ReturnType<typeof adminDashboard>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminDashboard>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminDashboardQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Checks, in one consistent snapshot, that every balance equals its journal, every entry
 * balances, every currency's accounts sum to zero and no account is negative where it may
 * not be. `problems` lists each finding as the CLI prints it (`[kind] message`); `ok` is true
 * when there is none. Each run is written to the audit log (action `ledger.reconcile`, target
 * `ledger`), with the result's summary as `after`.
 * @summary Run the ledger's audit now (the CLI's `reconcile`) and answer what it finds.
 */
export const adminReconcile = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ReconcileOk>({ url: `/admin/reconcile`, method: 'POST', signal }, options);
};

export const getAdminReconcileMutationKey = () => ['adminReconcile'] as const;

export const getAdminReconcileMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof adminReconcile>>, TError, void, TContext>;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<Awaited<ReturnType<typeof adminReconcile>>, TError, void, TContext> => {
  const mutationKey = getAdminReconcileMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminReconcile>>, void> = () => {
    return adminReconcile(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminReconcileMutationResult = NonNullable<Awaited<ReturnType<typeof adminReconcile>>>;

export type AdminReconcileMutationError = ErrorResponse;

/**
 * @summary Run the ledger's audit now (the CLI's `reconcile`) and answer what it finds.
 */
export const useAdminReconcile = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminReconcile>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof adminReconcile>>, TError, void, TContext> => {
  return useMutation(getAdminReconcileMutationOptions(options), queryClient);
};
/**
 * Each running server instance writes its own row every 10 s (a heartbeat, whether or not it
 * runs the jobs), so any instance answers for all of them. An instance unseen for 60 s is
 * `stale` (it stopped without a clean shutdown, or cannot reach the database); one unseen for
 * a day is forgotten, and a clean shutdown removes its row at once. `current` marks the
 * instance that answered. Figures are as of the instance's last heartbeat and cover the last
 * minute: `requests_per_second`, `error_rate` (the share of 5xx answers; 0 without requests)
 * and `p99_ms` (the 99th percentile latency, within 5 %; null without requests).
 * `jobs` lists every job the server registers, in registration order, with its lag now: the
 * time since its last run (by any process) was due again, 0 when on time. A job that never
 * ran is measured from when the earliest fresh instance started; its lag is null without a
 * fresh instance, or for a job that only runs on demand.
 * @summary Every server instance with its latest figures, and how late each background job is.
 */
export const adminSystem = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<SystemOk>({ url: `/admin/system`, method: 'GET', signal }, options);
};

export const getAdminSystemQueryKey = () => {
  return [`/admin/system`] as const;
};

export const getAdminSystemQueryOptions = <
  TData = Awaited<ReturnType<typeof adminSystem>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSystem>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminSystemQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminSystem>>> = ({ signal }) =>
    adminSystem(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminSystem>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminSystemQueryResult = NonNullable<Awaited<ReturnType<typeof adminSystem>>>;
export type AdminSystemQueryError = ErrorResponse;

export function useAdminSystem<
  TData = Awaited<ReturnType<typeof adminSystem>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSystem>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSystem>>,
          TError,
          Awaited<ReturnType<typeof adminSystem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSystem<
  TData = Awaited<ReturnType<typeof adminSystem>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSystem>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSystem>>,
          TError,
          Awaited<ReturnType<typeof adminSystem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSystem<
  TData = Awaited<ReturnType<typeof adminSystem>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSystem>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every server instance with its latest figures, and how late each background job is.
 */

export function useAdminSystem<
  TData = Awaited<ReturnType<typeof adminSystem>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSystem>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminSystemQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
