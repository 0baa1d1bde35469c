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
  AdminSpotPairOk,
  AdminSpotPairsOk,
  ErrorResponse,
  Id,
  SpotPairCreateForm,
  SpotPairFields,
  SpotPairStateForm,
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
 * @summary Every spot pair, open or closed, with its terms and how many orders wait on it.
 */
export const adminSpotPairs = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminSpotPairsOk>(
    { url: `/admin/markets/spot`, method: 'GET', signal },
    options,
  );
};

export const getAdminSpotPairsQueryKey = () => {
  return [`/admin/markets/spot`] as const;
};

export const getAdminSpotPairsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminSpotPairs>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSpotPairs>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminSpotPairsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminSpotPairs>>> = ({ signal }) =>
    adminSpotPairs(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminSpotPairs>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminSpotPairsQueryResult = NonNullable<Awaited<ReturnType<typeof adminSpotPairs>>>;
export type AdminSpotPairsQueryError = ErrorResponse;

export function useAdminSpotPairs<
  TData = Awaited<ReturnType<typeof adminSpotPairs>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSpotPairs>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSpotPairs>>,
          TError,
          Awaited<ReturnType<typeof adminSpotPairs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSpotPairs<
  TData = Awaited<ReturnType<typeof adminSpotPairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSpotPairs>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSpotPairs>>,
          TError,
          Awaited<ReturnType<typeof adminSpotPairs>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSpotPairs<
  TData = Awaited<ReturnType<typeof adminSpotPairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSpotPairs>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every spot pair, open or closed, with its terms and how many orders wait on it.
 */

export function useAdminSpotPairs<
  TData = Awaited<ReturnType<typeof adminSpotPairs>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSpotPairs>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminSpotPairsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a pair of two listed coins, closed (open it with the state operation).
 */
export const adminSpotPairCreate = (
  spotPairCreateForm: SpotPairCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`price_decimals`, spotPairCreateForm.price_decimals);
  formUrlEncoded.append(`quantity_decimals`, spotPairCreateForm.quantity_decimals);
  if (spotPairCreateForm.fee_rate !== undefined) {
    formUrlEncoded.append(`fee_rate`, spotPairCreateForm.fee_rate);
  }
  if (spotPairCreateForm.min_quantity !== undefined) {
    formUrlEncoded.append(`min_quantity`, spotPairCreateForm.min_quantity);
  }
  if (spotPairCreateForm.min_amount !== undefined) {
    formUrlEncoded.append(`min_amount`, spotPairCreateForm.min_amount);
  }
  if (spotPairCreateForm.sort !== undefined) {
    formUrlEncoded.append(`sort`, spotPairCreateForm.sort);
  }

  formUrlEncoded.append(`base`, spotPairCreateForm.base);
  formUrlEncoded.append(`quote`, spotPairCreateForm.quote);

  return consoleCall<AdminSpotPairOk>(
    {
      url: `/admin/markets/spot`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSpotPairCreateMutationKey = () => ['adminSpotPairCreate'] as const;

export const getAdminSpotPairCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSpotPairCreate>>,
    TError,
    AdminSpotPairCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSpotPairCreate>>,
  TError,
  AdminSpotPairCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSpotPairCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSpotPairCreate>>,
    AdminSpotPairCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminSpotPairCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSpotPairCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSpotPairCreate>>
>;
export type AdminSpotPairCreateMutationBody = SpotPairCreateForm;
export type AdminSpotPairCreateMutationError = ErrorResponse;
export type AdminSpotPairCreateMutationVariables = { data: SpotPairCreateForm };

/**
 * @summary Create a pair of two listed coins, closed (open it with the state operation).
 */
export const useAdminSpotPairCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSpotPairCreate>>,
      TError,
      AdminSpotPairCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSpotPairCreate>>,
  TError,
  AdminSpotPairCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminSpotPairCreateMutationOptions(options), queryClient);
};
/**
 * @summary Change a pair's terms - new orders only; waiting orders keep the fee rate they copied.
 */
export const adminSpotPairUpdate = (
  id: Id,
  spotPairFields: SpotPairFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`price_decimals`, spotPairFields.price_decimals);
  formUrlEncoded.append(`quantity_decimals`, spotPairFields.quantity_decimals);
  if (spotPairFields.fee_rate !== undefined) {
    formUrlEncoded.append(`fee_rate`, spotPairFields.fee_rate);
  }
  if (spotPairFields.min_quantity !== undefined) {
    formUrlEncoded.append(`min_quantity`, spotPairFields.min_quantity);
  }
  if (spotPairFields.min_amount !== undefined) {
    formUrlEncoded.append(`min_amount`, spotPairFields.min_amount);
  }
  if (spotPairFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, spotPairFields.sort);
  }

  return consoleCall<AdminSpotPairOk>(
    {
      url: `/admin/markets/spot/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSpotPairUpdateMutationKey = () => ['adminSpotPairUpdate'] as const;

export const getAdminSpotPairUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSpotPairUpdate>>,
    TError,
    AdminSpotPairUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSpotPairUpdate>>,
  TError,
  AdminSpotPairUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSpotPairUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSpotPairUpdate>>,
    AdminSpotPairUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminSpotPairUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSpotPairUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSpotPairUpdate>>
>;
export type AdminSpotPairUpdateMutationBody = SpotPairFields;
export type AdminSpotPairUpdateMutationError = ErrorResponse;
export type AdminSpotPairUpdateMutationVariables = { id: Id; data: SpotPairFields };

/**
 * @summary Change a pair's terms - new orders only; waiting orders keep the fee rate they copied.
 */
export const useAdminSpotPairUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSpotPairUpdate>>,
      TError,
      AdminSpotPairUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSpotPairUpdate>>,
  TError,
  AdminSpotPairUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminSpotPairUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open (both coins listed) or close (no new orders; open ones still fill or cancel).
 */
export const adminSpotPairState = (
  id: Id,
  spotPairStateForm: SpotPairStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, spotPairStateForm.state);

  return consoleCall<AdminSpotPairOk>(
    {
      url: `/admin/markets/spot/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSpotPairStateMutationKey = () => ['adminSpotPairState'] as const;

export const getAdminSpotPairStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSpotPairState>>,
    TError,
    AdminSpotPairStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSpotPairState>>,
  TError,
  AdminSpotPairStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSpotPairStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSpotPairState>>,
    AdminSpotPairStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminSpotPairState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSpotPairStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSpotPairState>>
>;
export type AdminSpotPairStateMutationBody = SpotPairStateForm;
export type AdminSpotPairStateMutationError = ErrorResponse;
export type AdminSpotPairStateMutationVariables = { id: Id; data: SpotPairStateForm };

/**
 * @summary Open (both coins listed) or close (no new orders; open ones still fill or cancel).
 */
export const useAdminSpotPairState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSpotPairState>>,
      TError,
      AdminSpotPairStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSpotPairState>>,
  TError,
  AdminSpotPairStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminSpotPairStateMutationOptions(options), queryClient);
};
