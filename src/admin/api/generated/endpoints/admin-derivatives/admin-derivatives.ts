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
  AdminLeverMarketOk,
  AdminLeverMarketsOk,
  AdminOptionDurationOk,
  AdminOptionDurationsOk,
  AdminOptionStakeCoinOk,
  AdminOptionStakeCoinsOk,
  DerivativeStateForm,
  ErrorResponse,
  Id,
  LeverMarketCreateForm,
  LeverMarketFields,
  OptionDurationCreateForm,
  OptionDurationFields,
  OptionStakeCoinCreateForm,
  OptionStakeCoinFields,
  OptionStakeCoinStateForm,
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
 * @summary Every option duration with its terms, state, and the orders still waiting on it.
 */
export const adminOptionDurations = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOptionDurationsOk>(
    { url: `/admin/products/options`, method: 'GET', signal },
    options,
  );
};

export const getAdminOptionDurationsQueryKey = () => {
  return [`/admin/products/options`] as const;
};

export const getAdminOptionDurationsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminOptionDurations>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminOptionDurations>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminOptionDurationsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminOptionDurations>>> = ({ signal }) =>
    adminOptionDurations(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminOptionDurations>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminOptionDurationsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionDurations>>
>;
export type AdminOptionDurationsQueryError = ErrorResponse;

export function useAdminOptionDurations<
  TData = Awaited<ReturnType<typeof adminOptionDurations>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDurations>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionDurations>>,
          TError,
          Awaited<ReturnType<typeof adminOptionDurations>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionDurations<
  TData = Awaited<ReturnType<typeof adminOptionDurations>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDurations>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionDurations>>,
          TError,
          Awaited<ReturnType<typeof adminOptionDurations>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionDurations<
  TData = Awaited<ReturnType<typeof adminOptionDurations>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDurations>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every option duration with its terms, state, and the orders still waiting on it.
 */

export function useAdminOptionDurations<
  TData = Awaited<ReturnType<typeof adminOptionDurations>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDurations>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminOptionDurationsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a duration, closed (open it with the state operation).
 */
export const adminOptionDurationCreate = (
  optionDurationCreateForm: OptionDurationCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`payout_ratio`, optionDurationCreateForm.payout_ratio);
  formUrlEncoded.append(`min_amount`, optionDurationCreateForm.min_amount);
  formUrlEncoded.append(`flat_band`, optionDurationCreateForm.flat_band);

  formUrlEncoded.append(`seconds`, optionDurationCreateForm.seconds);

  return consoleCall<AdminOptionDurationOk>(
    {
      url: `/admin/products/options`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionDurationCreateMutationKey = () => ['adminOptionDurationCreate'] as const;

export const getAdminOptionDurationCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionDurationCreate>>,
    TError,
    AdminOptionDurationCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionDurationCreate>>,
  TError,
  AdminOptionDurationCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionDurationCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionDurationCreate>>,
    AdminOptionDurationCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminOptionDurationCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionDurationCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionDurationCreate>>
>;
export type AdminOptionDurationCreateMutationBody = OptionDurationCreateForm;
export type AdminOptionDurationCreateMutationError = ErrorResponse;
export type AdminOptionDurationCreateMutationVariables = { data: OptionDurationCreateForm };

/**
 * @summary Create a duration, closed (open it with the state operation).
 */
export const useAdminOptionDurationCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionDurationCreate>>,
      TError,
      AdminOptionDurationCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionDurationCreate>>,
  TError,
  AdminOptionDurationCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionDurationCreateMutationOptions(options), queryClient);
};
/**
 * @summary One duration.
 */
export const adminOptionDuration = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOptionDurationOk>(
    { url: `/admin/products/options/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminOptionDurationQueryKey = (id: Id) => {
  return [`/admin/products/options/${id}`] as const;
};

export const getAdminOptionDurationQueryOptions = <
  TData = Awaited<ReturnType<typeof adminOptionDuration>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminOptionDurationQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminOptionDuration>>> = ({ signal }) =>
    adminOptionDuration(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminOptionDurationQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionDuration>>
>;
export type AdminOptionDurationQueryError = ErrorResponse;

export function useAdminOptionDuration<
  TData = Awaited<ReturnType<typeof adminOptionDuration>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionDuration>>,
          TError,
          Awaited<ReturnType<typeof adminOptionDuration>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionDuration<
  TData = Awaited<ReturnType<typeof adminOptionDuration>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionDuration>>,
          TError,
          Awaited<ReturnType<typeof adminOptionDuration>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionDuration<
  TData = Awaited<ReturnType<typeof adminOptionDuration>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One duration.
 */

export function useAdminOptionDuration<
  TData = Awaited<ReturnType<typeof adminOptionDuration>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionDuration>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminOptionDurationQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a duration's terms - new orders only; waiting orders keep theirs.
 */
export const adminOptionDurationUpdate = (
  id: Id,
  optionDurationFields: OptionDurationFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`payout_ratio`, optionDurationFields.payout_ratio);
  formUrlEncoded.append(`min_amount`, optionDurationFields.min_amount);
  formUrlEncoded.append(`flat_band`, optionDurationFields.flat_band);

  return consoleCall<AdminOptionDurationOk>(
    {
      url: `/admin/products/options/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionDurationUpdateMutationKey = () => ['adminOptionDurationUpdate'] as const;

export const getAdminOptionDurationUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionDurationUpdate>>,
    TError,
    AdminOptionDurationUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionDurationUpdate>>,
  TError,
  AdminOptionDurationUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionDurationUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionDurationUpdate>>,
    AdminOptionDurationUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminOptionDurationUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionDurationUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionDurationUpdate>>
>;
export type AdminOptionDurationUpdateMutationBody = OptionDurationFields;
export type AdminOptionDurationUpdateMutationError = ErrorResponse;
export type AdminOptionDurationUpdateMutationVariables = { id: Id; data: OptionDurationFields };

/**
 * @summary Change a duration's terms - new orders only; waiting orders keep theirs.
 */
export const useAdminOptionDurationUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionDurationUpdate>>,
      TError,
      AdminOptionDurationUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionDurationUpdate>>,
  TError,
  AdminOptionDurationUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionDurationUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open (offered in the app) or closed (left out of the app's list, new orders refused).
 */
export const adminOptionDurationState = (
  id: Id,
  derivativeStateForm: DerivativeStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, derivativeStateForm.state);

  return consoleCall<AdminOptionDurationOk>(
    {
      url: `/admin/products/options/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionDurationStateMutationKey = () => ['adminOptionDurationState'] as const;

export const getAdminOptionDurationStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionDurationState>>,
    TError,
    AdminOptionDurationStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionDurationState>>,
  TError,
  AdminOptionDurationStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionDurationStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionDurationState>>,
    AdminOptionDurationStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminOptionDurationState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionDurationStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionDurationState>>
>;
export type AdminOptionDurationStateMutationBody = DerivativeStateForm;
export type AdminOptionDurationStateMutationError = ErrorResponse;
export type AdminOptionDurationStateMutationVariables = { id: Id; data: DerivativeStateForm };

/**
 * @summary Open (offered in the app) or closed (left out of the app's list, new orders refused).
 */
export const useAdminOptionDurationState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionDurationState>>,
      TError,
      AdminOptionDurationStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionDurationState>>,
  TError,
  AdminOptionDurationStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionDurationStateMutationOptions(options), queryClient);
};
/**
 * @summary Every coin a stake may be paid in, with its minimum, state and open orders, and the coins that could be added.
 */
export const adminOptionStakeCoins = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminOptionStakeCoinsOk>(
    { url: `/admin/products/option_stake_coins`, method: 'GET', signal },
    options,
  );
};

export const getAdminOptionStakeCoinsQueryKey = () => {
  return [`/admin/products/option_stake_coins`] as const;
};

export const getAdminOptionStakeCoinsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminOptionStakeCoins>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof adminOptionStakeCoins>>, TError, TData>
  >;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminOptionStakeCoinsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminOptionStakeCoins>>> = ({ signal }) =>
    adminOptionStakeCoins(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminOptionStakeCoins>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminOptionStakeCoinsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionStakeCoins>>
>;
export type AdminOptionStakeCoinsQueryError = ErrorResponse;

export function useAdminOptionStakeCoins<
  TData = Awaited<ReturnType<typeof adminOptionStakeCoins>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionStakeCoins>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionStakeCoins>>,
          TError,
          Awaited<ReturnType<typeof adminOptionStakeCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionStakeCoins<
  TData = Awaited<ReturnType<typeof adminOptionStakeCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionStakeCoins>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminOptionStakeCoins>>,
          TError,
          Awaited<ReturnType<typeof adminOptionStakeCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminOptionStakeCoins<
  TData = Awaited<ReturnType<typeof adminOptionStakeCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionStakeCoins>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every coin a stake may be paid in, with its minimum, state and open orders, and the coins that could be added.
 */

export function useAdminOptionStakeCoins<
  TData = Awaited<ReturnType<typeof adminOptionStakeCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminOptionStakeCoins>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminOptionStakeCoinsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Add a listed coin as a stake coin, enabled - the app offers it at once.
 */
export const adminOptionStakeCoinCreate = (
  optionStakeCoinCreateForm: OptionStakeCoinCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`min_amount`, optionStakeCoinCreateForm.min_amount);

  formUrlEncoded.append(`currency_id`, optionStakeCoinCreateForm.currency_id);

  return consoleCall<AdminOptionStakeCoinOk>(
    {
      url: `/admin/products/option_stake_coins`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionStakeCoinCreateMutationKey = () =>
  ['adminOptionStakeCoinCreate'] as const;

export const getAdminOptionStakeCoinCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>,
    TError,
    AdminOptionStakeCoinCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>,
  TError,
  AdminOptionStakeCoinCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionStakeCoinCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>,
    AdminOptionStakeCoinCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminOptionStakeCoinCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionStakeCoinCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>
>;
export type AdminOptionStakeCoinCreateMutationBody = OptionStakeCoinCreateForm;
export type AdminOptionStakeCoinCreateMutationError = ErrorResponse;
export type AdminOptionStakeCoinCreateMutationVariables = { data: OptionStakeCoinCreateForm };

/**
 * @summary Add a listed coin as a stake coin, enabled - the app offers it at once.
 */
export const useAdminOptionStakeCoinCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>,
      TError,
      AdminOptionStakeCoinCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionStakeCoinCreate>>,
  TError,
  AdminOptionStakeCoinCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionStakeCoinCreateMutationOptions(options), queryClient);
};
/**
 * @summary Change a stake coin's minimum stake - new orders only.
 */
export const adminOptionStakeCoinUpdate = (
  id: Id,
  optionStakeCoinFields: OptionStakeCoinFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`min_amount`, optionStakeCoinFields.min_amount);

  return consoleCall<AdminOptionStakeCoinOk>(
    {
      url: `/admin/products/option_stake_coins/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionStakeCoinUpdateMutationKey = () =>
  ['adminOptionStakeCoinUpdate'] as const;

export const getAdminOptionStakeCoinUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>,
    TError,
    AdminOptionStakeCoinUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>,
  TError,
  AdminOptionStakeCoinUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionStakeCoinUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>,
    AdminOptionStakeCoinUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminOptionStakeCoinUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionStakeCoinUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>
>;
export type AdminOptionStakeCoinUpdateMutationBody = OptionStakeCoinFields;
export type AdminOptionStakeCoinUpdateMutationError = ErrorResponse;
export type AdminOptionStakeCoinUpdateMutationVariables = { id: Id; data: OptionStakeCoinFields };

/**
 * @summary Change a stake coin's minimum stake - new orders only.
 */
export const useAdminOptionStakeCoinUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>,
      TError,
      AdminOptionStakeCoinUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionStakeCoinUpdate>>,
  TError,
  AdminOptionStakeCoinUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionStakeCoinUpdateMutationOptions(options), queryClient);
};
/**
 * Disabling only stops new orders: orders already open keep their coin and settle as before. A
 * delisted coin cannot be enabled (409, code 2713).
 * @summary Enable (offered in the app) or disable (left out of the app's payable coins, new orders refused) a stake coin.
 */
export const adminOptionStakeCoinState = (
  id: Id,
  optionStakeCoinStateForm: OptionStakeCoinStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, optionStakeCoinStateForm.state);

  return consoleCall<AdminOptionStakeCoinOk>(
    {
      url: `/admin/products/option_stake_coins/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminOptionStakeCoinStateMutationKey = () => ['adminOptionStakeCoinState'] as const;

export const getAdminOptionStakeCoinStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminOptionStakeCoinState>>,
    TError,
    AdminOptionStakeCoinStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminOptionStakeCoinState>>,
  TError,
  AdminOptionStakeCoinStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminOptionStakeCoinStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminOptionStakeCoinState>>,
    AdminOptionStakeCoinStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminOptionStakeCoinState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminOptionStakeCoinStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminOptionStakeCoinState>>
>;
export type AdminOptionStakeCoinStateMutationBody = OptionStakeCoinStateForm;
export type AdminOptionStakeCoinStateMutationError = ErrorResponse;
export type AdminOptionStakeCoinStateMutationVariables = { id: Id; data: OptionStakeCoinStateForm };

/**
 * @summary Enable (offered in the app) or disable (left out of the app's payable coins, new orders refused) a stake coin.
 */
export const useAdminOptionStakeCoinState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminOptionStakeCoinState>>,
      TError,
      AdminOptionStakeCoinStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminOptionStakeCoinState>>,
  TError,
  AdminOptionStakeCoinStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminOptionStakeCoinStateMutationOptions(options), queryClient);
};
/**
 * @summary Every leverage market (one per coin) with its terms, state and holding positions.
 */
export const adminLeverMarkets = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminLeverMarketsOk>(
    { url: `/admin/products/lever`, method: 'GET', signal },
    options,
  );
};

export const getAdminLeverMarketsQueryKey = () => {
  return [`/admin/products/lever`] as const;
};

export const getAdminLeverMarketsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminLeverMarkets>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarkets>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminLeverMarketsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminLeverMarkets>>> = ({ signal }) =>
    adminLeverMarkets(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminLeverMarkets>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminLeverMarketsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminLeverMarkets>>
>;
export type AdminLeverMarketsQueryError = ErrorResponse;

export function useAdminLeverMarkets<
  TData = Awaited<ReturnType<typeof adminLeverMarkets>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarkets>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLeverMarkets>>,
          TError,
          Awaited<ReturnType<typeof adminLeverMarkets>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLeverMarkets<
  TData = Awaited<ReturnType<typeof adminLeverMarkets>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarkets>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLeverMarkets>>,
          TError,
          Awaited<ReturnType<typeof adminLeverMarkets>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLeverMarkets<
  TData = Awaited<ReturnType<typeof adminLeverMarkets>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarkets>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every leverage market (one per coin) with its terms, state and holding positions.
 */

export function useAdminLeverMarkets<
  TData = Awaited<ReturnType<typeof adminLeverMarkets>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarkets>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminLeverMarketsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Add a market for a listed coin the price feed quotes, closed (open it with the state operation).
 */
export const adminLeverMarketCreate = (
  leverMarketCreateForm: LeverMarketCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`lot_size`, leverMarketCreateForm.lot_size);
  formUrlEncoded.append(`fee_rate`, leverMarketCreateForm.fee_rate);
  formUrlEncoded.append(`maintenance_rate`, leverMarketCreateForm.maintenance_rate);
  formUrlEncoded.append(`multiples`, leverMarketCreateForm.multiples);

  formUrlEncoded.append(`currency`, leverMarketCreateForm.currency);

  return consoleCall<AdminLeverMarketOk>(
    {
      url: `/admin/products/lever`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminLeverMarketCreateMutationKey = () => ['adminLeverMarketCreate'] as const;

export const getAdminLeverMarketCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminLeverMarketCreate>>,
    TError,
    AdminLeverMarketCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminLeverMarketCreate>>,
  TError,
  AdminLeverMarketCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminLeverMarketCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminLeverMarketCreate>>,
    AdminLeverMarketCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminLeverMarketCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminLeverMarketCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminLeverMarketCreate>>
>;
export type AdminLeverMarketCreateMutationBody = LeverMarketCreateForm;
export type AdminLeverMarketCreateMutationError = ErrorResponse;
export type AdminLeverMarketCreateMutationVariables = { data: LeverMarketCreateForm };

/**
 * @summary Add a market for a listed coin the price feed quotes, closed (open it with the state operation).
 */
export const useAdminLeverMarketCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminLeverMarketCreate>>,
      TError,
      AdminLeverMarketCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminLeverMarketCreate>>,
  TError,
  AdminLeverMarketCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminLeverMarketCreateMutationOptions(options), queryClient);
};
/**
 * @summary One market.
 */
export const adminLeverMarket = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminLeverMarketOk>(
    { url: `/admin/products/lever/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminLeverMarketQueryKey = (id: Id) => {
  return [`/admin/products/lever/${id}`] as const;
};

export const getAdminLeverMarketQueryOptions = <
  TData = Awaited<ReturnType<typeof adminLeverMarket>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminLeverMarketQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminLeverMarket>>> = ({ signal }) =>
    adminLeverMarket(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminLeverMarketQueryResult = NonNullable<Awaited<ReturnType<typeof adminLeverMarket>>>;
export type AdminLeverMarketQueryError = ErrorResponse;

export function useAdminLeverMarket<
  TData = Awaited<ReturnType<typeof adminLeverMarket>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLeverMarket>>,
          TError,
          Awaited<ReturnType<typeof adminLeverMarket>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLeverMarket<
  TData = Awaited<ReturnType<typeof adminLeverMarket>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminLeverMarket>>,
          TError,
          Awaited<ReturnType<typeof adminLeverMarket>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminLeverMarket<
  TData = Awaited<ReturnType<typeof adminLeverMarket>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One market.
 */

export function useAdminLeverMarket<
  TData = Awaited<ReturnType<typeof adminLeverMarket>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminLeverMarket>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminLeverMarketQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a market's terms - new positions only; holding positions keep theirs.
 */
export const adminLeverMarketUpdate = (
  id: Id,
  leverMarketFields: LeverMarketFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`lot_size`, leverMarketFields.lot_size);
  formUrlEncoded.append(`fee_rate`, leverMarketFields.fee_rate);
  formUrlEncoded.append(`maintenance_rate`, leverMarketFields.maintenance_rate);
  formUrlEncoded.append(`multiples`, leverMarketFields.multiples);

  return consoleCall<AdminLeverMarketOk>(
    {
      url: `/admin/products/lever/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminLeverMarketUpdateMutationKey = () => ['adminLeverMarketUpdate'] as const;

export const getAdminLeverMarketUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminLeverMarketUpdate>>,
    TError,
    AdminLeverMarketUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminLeverMarketUpdate>>,
  TError,
  AdminLeverMarketUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminLeverMarketUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminLeverMarketUpdate>>,
    AdminLeverMarketUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminLeverMarketUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminLeverMarketUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminLeverMarketUpdate>>
>;
export type AdminLeverMarketUpdateMutationBody = LeverMarketFields;
export type AdminLeverMarketUpdateMutationError = ErrorResponse;
export type AdminLeverMarketUpdateMutationVariables = { id: Id; data: LeverMarketFields };

/**
 * @summary Change a market's terms - new positions only; holding positions keep theirs.
 */
export const useAdminLeverMarketUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminLeverMarketUpdate>>,
      TError,
      AdminLeverMarketUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminLeverMarketUpdate>>,
  TError,
  AdminLeverMarketUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminLeverMarketUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open (offered in the app) or closed (left out of the app's pairs, new positions refused).
 */
export const adminLeverMarketState = (
  id: Id,
  derivativeStateForm: DerivativeStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, derivativeStateForm.state);

  return consoleCall<AdminLeverMarketOk>(
    {
      url: `/admin/products/lever/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminLeverMarketStateMutationKey = () => ['adminLeverMarketState'] as const;

export const getAdminLeverMarketStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminLeverMarketState>>,
    TError,
    AdminLeverMarketStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminLeverMarketState>>,
  TError,
  AdminLeverMarketStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminLeverMarketStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminLeverMarketState>>,
    AdminLeverMarketStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminLeverMarketState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminLeverMarketStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminLeverMarketState>>
>;
export type AdminLeverMarketStateMutationBody = DerivativeStateForm;
export type AdminLeverMarketStateMutationError = ErrorResponse;
export type AdminLeverMarketStateMutationVariables = { id: Id; data: DerivativeStateForm };

/**
 * @summary Open (offered in the app) or closed (left out of the app's pairs, new positions refused).
 */
export const useAdminLeverMarketState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminLeverMarketState>>,
      TError,
      AdminLeverMarketStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminLeverMarketState>>,
  TError,
  AdminLeverMarketStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminLeverMarketStateMutationOptions(options), queryClient);
};
