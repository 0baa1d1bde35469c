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
  AdminTrustProductOk,
  AdminTrustProductsOk,
  AdminTrustProductsParams,
  ErrorResponse,
  Id,
  TrustProductCreateForm,
  TrustProductFields,
  TrustProductStateForm,
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
 * @summary Every trust and finance product with its terms, state, open orders and the amount they hold.
 */
export const adminTrustProducts = (
  params?: AdminTrustProductsParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminTrustProductsOk>(
    { url: `/admin/products/trust`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminTrustProductsQueryKey = (params?: AdminTrustProductsParams) => {
  return [`/admin/products/trust`, ...(params ? [params] : [])] as const;
};

export const getAdminTrustProductsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminTrustProducts>>,
  TError = ErrorResponse,
>(
  params?: AdminTrustProductsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProducts>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminTrustProductsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminTrustProducts>>> = ({ signal }) =>
    adminTrustProducts(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminTrustProducts>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminTrustProductsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminTrustProducts>>
>;
export type AdminTrustProductsQueryError = ErrorResponse;

export function useAdminTrustProducts<
  TData = Awaited<ReturnType<typeof adminTrustProducts>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminTrustProductsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProducts>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminTrustProducts>>,
          TError,
          Awaited<ReturnType<typeof adminTrustProducts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminTrustProducts<
  TData = Awaited<ReturnType<typeof adminTrustProducts>>,
  TError = ErrorResponse,
>(
  params?: AdminTrustProductsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminTrustProducts>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminTrustProducts>>,
          TError,
          Awaited<ReturnType<typeof adminTrustProducts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminTrustProducts<
  TData = Awaited<ReturnType<typeof adminTrustProducts>>,
  TError = ErrorResponse,
>(
  params?: AdminTrustProductsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProducts>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every trust and finance product with its terms, state, open orders and the amount they hold.
 */

export function useAdminTrustProducts<
  TData = Awaited<ReturnType<typeof adminTrustProducts>>,
  TError = ErrorResponse,
>(
  params?: AdminTrustProductsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProducts>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminTrustProductsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a product, coming soon (open it with the state operation).
 */
export const adminTrustProductCreate = (
  trustProductCreateForm: TrustProductCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, trustProductCreateForm.currency);
  formUrlEncoded.append(`period_days`, trustProductCreateForm.period_days);
  formUrlEncoded.append(`min_amount`, trustProductCreateForm.min_amount);
  formUrlEncoded.append(`daily_rate`, trustProductCreateForm.daily_rate);
  formUrlEncoded.append(`settlement_ratio`, trustProductCreateForm.settlement_ratio);
  if (trustProductCreateForm.sort !== undefined) {
    formUrlEncoded.append(`sort`, trustProductCreateForm.sort);
  }

  formUrlEncoded.append(`family`, trustProductCreateForm.family);

  return consoleCall<AdminTrustProductOk>(
    {
      url: `/admin/products/trust`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminTrustProductCreateMutationKey = () => ['adminTrustProductCreate'] as const;

export const getAdminTrustProductCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminTrustProductCreate>>,
    TError,
    AdminTrustProductCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminTrustProductCreate>>,
  TError,
  AdminTrustProductCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminTrustProductCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminTrustProductCreate>>,
    AdminTrustProductCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminTrustProductCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminTrustProductCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminTrustProductCreate>>
>;
export type AdminTrustProductCreateMutationBody = TrustProductCreateForm;
export type AdminTrustProductCreateMutationError = ErrorResponse;
export type AdminTrustProductCreateMutationVariables = { data: TrustProductCreateForm };

/**
 * @summary Create a product, coming soon (open it with the state operation).
 */
export const useAdminTrustProductCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminTrustProductCreate>>,
      TError,
      AdminTrustProductCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminTrustProductCreate>>,
  TError,
  AdminTrustProductCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminTrustProductCreateMutationOptions(options), queryClient);
};
/**
 * @summary One product.
 */
export const adminTrustProduct = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminTrustProductOk>(
    { url: `/admin/products/trust/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminTrustProductQueryKey = (id: Id) => {
  return [`/admin/products/trust/${id}`] as const;
};

export const getAdminTrustProductQueryOptions = <
  TData = Awaited<ReturnType<typeof adminTrustProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminTrustProductQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminTrustProduct>>> = ({ signal }) =>
    adminTrustProduct(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminTrustProductQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminTrustProduct>>
>;
export type AdminTrustProductQueryError = ErrorResponse;

export function useAdminTrustProduct<
  TData = Awaited<ReturnType<typeof adminTrustProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminTrustProduct>>,
          TError,
          Awaited<ReturnType<typeof adminTrustProduct>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminTrustProduct<
  TData = Awaited<ReturnType<typeof adminTrustProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminTrustProduct>>,
          TError,
          Awaited<ReturnType<typeof adminTrustProduct>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminTrustProduct<
  TData = Awaited<ReturnType<typeof adminTrustProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One product.
 */

export function useAdminTrustProduct<
  TData = Awaited<ReturnType<typeof adminTrustProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminTrustProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminTrustProductQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a product's terms - new orders only; orders already open keep theirs.
 */
export const adminTrustProductUpdate = (
  id: Id,
  trustProductFields: TrustProductFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, trustProductFields.currency);
  formUrlEncoded.append(`period_days`, trustProductFields.period_days);
  formUrlEncoded.append(`min_amount`, trustProductFields.min_amount);
  formUrlEncoded.append(`daily_rate`, trustProductFields.daily_rate);
  formUrlEncoded.append(`settlement_ratio`, trustProductFields.settlement_ratio);
  if (trustProductFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, trustProductFields.sort);
  }

  return consoleCall<AdminTrustProductOk>(
    {
      url: `/admin/products/trust/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminTrustProductUpdateMutationKey = () => ['adminTrustProductUpdate'] as const;

export const getAdminTrustProductUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminTrustProductUpdate>>,
    TError,
    AdminTrustProductUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminTrustProductUpdate>>,
  TError,
  AdminTrustProductUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminTrustProductUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminTrustProductUpdate>>,
    AdminTrustProductUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminTrustProductUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminTrustProductUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminTrustProductUpdate>>
>;
export type AdminTrustProductUpdateMutationBody = TrustProductFields;
export type AdminTrustProductUpdateMutationError = ErrorResponse;
export type AdminTrustProductUpdateMutationVariables = { id: Id; data: TrustProductFields };

/**
 * @summary Change a product's terms - new orders only; orders already open keep theirs.
 */
export const useAdminTrustProductUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminTrustProductUpdate>>,
      TError,
      AdminTrustProductUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminTrustProductUpdate>>,
  TError,
  AdminTrustProductUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminTrustProductUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Coming soon, waiting to open (with opens_at), open, closed (no new orders) or retired.
 */
export const adminTrustProductState = (
  id: Id,
  trustProductStateForm: TrustProductStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, trustProductStateForm.state);
  if (trustProductStateForm.opens_at !== undefined) {
    formUrlEncoded.append(`opens_at`, trustProductStateForm.opens_at);
  }

  return consoleCall<AdminTrustProductOk>(
    {
      url: `/admin/products/trust/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminTrustProductStateMutationKey = () => ['adminTrustProductState'] as const;

export const getAdminTrustProductStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminTrustProductState>>,
    TError,
    AdminTrustProductStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminTrustProductState>>,
  TError,
  AdminTrustProductStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminTrustProductStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminTrustProductState>>,
    AdminTrustProductStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminTrustProductState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminTrustProductStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminTrustProductState>>
>;
export type AdminTrustProductStateMutationBody = TrustProductStateForm;
export type AdminTrustProductStateMutationError = ErrorResponse;
export type AdminTrustProductStateMutationVariables = { id: Id; data: TrustProductStateForm };

/**
 * @summary Coming soon, waiting to open (with opens_at), open, closed (no new orders) or retired.
 */
export const useAdminTrustProductState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminTrustProductState>>,
      TError,
      AdminTrustProductStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminTrustProductState>>,
  TError,
  AdminTrustProductStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminTrustProductStateMutationOptions(options), queryClient);
};
