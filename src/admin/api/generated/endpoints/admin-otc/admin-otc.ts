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
  AdminOtcMerchantDetailOk,
  AdminOtcMerchantOk,
  AdminOtcMerchantsOk,
  AdminOtcMerchantsParams,
  ErrorResponse,
  Id,
  SuspendForm,
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
 * @summary One page of merchants with margin, ads, completion rate, appeals and standing, newest first.
 */
export const adminOtcMerchants = (
  params?: AdminOtcMerchantsParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOtcMerchantsOk>(
    { url: `/admin/otc/merchants`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminOtcMerchantsQueryKey = (params?: AdminOtcMerchantsParams) => {
  return [`/admin/otc/merchants`, ...(params ? [params] : [])] as const;
};

export const getAdminOtcMerchantsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminOtcMerchants>>,
  TError = ErrorResponse,
>(
  params?: AdminOtcMerchantsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchants>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminOtcMerchantsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminOtcMerchants>>> = ({ signal }) =>
    adminOtcMerchants(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminOtcMerchants>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminOtcMerchantsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminOtcMerchants>>
>;
export type AdminOtcMerchantsQueryError = ErrorResponse;

export function useAdminOtcMerchants<
  TData = Awaited<ReturnType<typeof adminOtcMerchants>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminOtcMerchantsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchants>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOtcMerchants>>,
          TError,
          Awaited<ReturnType<typeof adminOtcMerchants>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOtcMerchants<
  TData = Awaited<ReturnType<typeof adminOtcMerchants>>,
  TError = ErrorResponse,
>(
  params?: AdminOtcMerchantsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchants>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOtcMerchants>>,
          TError,
          Awaited<ReturnType<typeof adminOtcMerchants>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOtcMerchants<
  TData = Awaited<ReturnType<typeof adminOtcMerchants>>,
  TError = ErrorResponse,
>(
  params?: AdminOtcMerchantsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchants>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One page of merchants with margin, ads, completion rate, appeals and standing, newest first.
 */

export function useAdminOtcMerchants<
  TData = Awaited<ReturnType<typeof adminOtcMerchants>>,
  TError = ErrorResponse,
>(
  params?: AdminOtcMerchantsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchants>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminOtcMerchantsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One merchant with the appeals on their orders (404 with code 2660 when not a merchant).
 */
export const adminOtcMerchant = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOtcMerchantDetailOk>(
    { url: `/admin/otc/merchants/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminOtcMerchantQueryKey = (id: Id) => {
  return [`/admin/otc/merchants/${id}`] as const;
};

export const getAdminOtcMerchantQueryOptions = <
  TData = Awaited<ReturnType<typeof adminOtcMerchant>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminOtcMerchantQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminOtcMerchant>>> = ({ signal }) =>
    adminOtcMerchant(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminOtcMerchantQueryResult = NonNullable<Awaited<ReturnType<typeof adminOtcMerchant>>>;
export type AdminOtcMerchantQueryError = ErrorResponse;

export function useAdminOtcMerchant<
  TData = Awaited<ReturnType<typeof adminOtcMerchant>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOtcMerchant>>,
          TError,
          Awaited<ReturnType<typeof adminOtcMerchant>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOtcMerchant<
  TData = Awaited<ReturnType<typeof adminOtcMerchant>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOtcMerchant>>,
          TError,
          Awaited<ReturnType<typeof adminOtcMerchant>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOtcMerchant<
  TData = Awaited<ReturnType<typeof adminOtcMerchant>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One merchant with the appeals on their orders (404 with code 2660 when not a merchant).
 */

export function useAdminOtcMerchant<
  TData = Awaited<ReturnType<typeof adminOtcMerchant>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOtcMerchant>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminOtcMerchantQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Mark the merchant verified (409 with code 2662 when already verified).
 */
export const adminOtcMerchantVerify = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOtcMerchantOk>(
    { url: `/admin/otc/merchants/${id}/verify`, method: 'POST', signal },
    options,
  );
};

export const getAdminOtcMerchantVerifyMutationKey = () => ['adminOtcMerchantVerify'] as const;

export const getAdminOtcMerchantVerifyMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOtcMerchantVerify>>,
    TError,
    AdminOtcMerchantVerifyMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOtcMerchantVerify>>,
  TError,
  AdminOtcMerchantVerifyMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOtcMerchantVerifyMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOtcMerchantVerify>>,
    AdminOtcMerchantVerifyMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminOtcMerchantVerify(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOtcMerchantVerifyMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOtcMerchantVerify>>
>;

export type AdminOtcMerchantVerifyMutationError = ErrorResponse;
export type AdminOtcMerchantVerifyMutationVariables = { id: Id };

/**
 * @summary Mark the merchant verified (409 with code 2662 when already verified).
 */
export const useAdminOtcMerchantVerify = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOtcMerchantVerify>>,
      TError,
      AdminOtcMerchantVerifyMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOtcMerchantVerify>>,
  TError,
  AdminOtcMerchantVerifyMutationVariables,
  TContext
> => {
  return useMutation(getAdminOtcMerchantVerifyMutationOptions(options), queryClient);
};
/**
 * @summary Withdraw the verification (409 with code 2662 when not verified).
 */
export const adminOtcMerchantUnverify = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOtcMerchantOk>(
    { url: `/admin/otc/merchants/${id}/unverify`, method: 'POST', signal },
    options,
  );
};

export const getAdminOtcMerchantUnverifyMutationKey = () => ['adminOtcMerchantUnverify'] as const;

export const getAdminOtcMerchantUnverifyMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOtcMerchantUnverify>>,
    TError,
    AdminOtcMerchantUnverifyMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOtcMerchantUnverify>>,
  TError,
  AdminOtcMerchantUnverifyMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOtcMerchantUnverifyMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOtcMerchantUnverify>>,
    AdminOtcMerchantUnverifyMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminOtcMerchantUnverify(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOtcMerchantUnverifyMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOtcMerchantUnverify>>
>;

export type AdminOtcMerchantUnverifyMutationError = ErrorResponse;
export type AdminOtcMerchantUnverifyMutationVariables = { id: Id };

/**
 * @summary Withdraw the verification (409 with code 2662 when not verified).
 */
export const useAdminOtcMerchantUnverify = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOtcMerchantUnverify>>,
      TError,
      AdminOtcMerchantUnverifyMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOtcMerchantUnverify>>,
  TError,
  AdminOtcMerchantUnverifyMutationVariables,
  TContext
> => {
  return useMutation(getAdminOtcMerchantUnverifyMutationOptions(options), queryClient);
};
/**
 * @summary Suspend the merchant with a reason - their online ads go offline at once, open orders run on.
 */
export const adminOtcMerchantSuspend = (
  id: Id,
  suspendForm: SuspendForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, suspendForm.reason);

  return consoleCall<AdminOtcMerchantOk>(
    {
      url: `/admin/otc/merchants/${id}/suspend`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOtcMerchantSuspendMutationKey = () => ['adminOtcMerchantSuspend'] as const;

export const getAdminOtcMerchantSuspendMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOtcMerchantSuspend>>,
    TError,
    AdminOtcMerchantSuspendMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOtcMerchantSuspend>>,
  TError,
  AdminOtcMerchantSuspendMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOtcMerchantSuspendMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOtcMerchantSuspend>>,
    AdminOtcMerchantSuspendMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminOtcMerchantSuspend(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOtcMerchantSuspendMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOtcMerchantSuspend>>
>;
export type AdminOtcMerchantSuspendMutationBody = SuspendForm;
export type AdminOtcMerchantSuspendMutationError = ErrorResponse;
export type AdminOtcMerchantSuspendMutationVariables = { id: Id; data: SuspendForm };

/**
 * @summary Suspend the merchant with a reason - their online ads go offline at once, open orders run on.
 */
export const useAdminOtcMerchantSuspend = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOtcMerchantSuspend>>,
      TError,
      AdminOtcMerchantSuspendMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOtcMerchantSuspend>>,
  TError,
  AdminOtcMerchantSuspendMutationVariables,
  TContext
> => {
  return useMutation(getAdminOtcMerchantSuspendMutationOptions(options), queryClient);
};
/**
 * @summary Lift the suspension (ads stay offline until the merchant puts them online).
 */
export const adminOtcMerchantUnsuspend = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOtcMerchantOk>(
    { url: `/admin/otc/merchants/${id}/unsuspend`, method: 'POST', signal },
    options,
  );
};

export const getAdminOtcMerchantUnsuspendMutationKey = () => ['adminOtcMerchantUnsuspend'] as const;

export const getAdminOtcMerchantUnsuspendMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>,
    TError,
    AdminOtcMerchantUnsuspendMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>,
  TError,
  AdminOtcMerchantUnsuspendMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOtcMerchantUnsuspendMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>,
    AdminOtcMerchantUnsuspendMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminOtcMerchantUnsuspend(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOtcMerchantUnsuspendMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>
>;

export type AdminOtcMerchantUnsuspendMutationError = ErrorResponse;
export type AdminOtcMerchantUnsuspendMutationVariables = { id: Id };

/**
 * @summary Lift the suspension (ads stay offline until the merchant puts them online).
 */
export const useAdminOtcMerchantUnsuspend = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>,
      TError,
      AdminOtcMerchantUnsuspendMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOtcMerchantUnsuspend>>,
  TError,
  AdminOtcMerchantUnsuspendMutationVariables,
  TContext
> => {
  return useMutation(getAdminOtcMerchantUnsuspendMutationOptions(options), queryClient);
};
