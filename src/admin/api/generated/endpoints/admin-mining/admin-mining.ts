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
  AdminMinerModelOk,
  AdminMinerModelsOk,
  AdminPledgeProductOk,
  AdminPledgeProductsOk,
  ErrorResponse,
  Id,
  MinerModelFields,
  MiningStateForm,
  PledgeProductFields,
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
 * @summary Every miner model with its terms, state and the miners still running.
 */
export const adminMinerModels = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminMinerModelsOk>(
    { url: `/admin/products/miners`, method: 'GET', signal },
    options,
  );
};

export const getAdminMinerModelsQueryKey = () => {
  return [`/admin/products/miners`] as const;
};

export const getAdminMinerModelsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminMinerModels>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModels>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminMinerModelsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminMinerModels>>> = ({ signal }) =>
    adminMinerModels(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminMinerModels>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminMinerModelsQueryResult = NonNullable<Awaited<ReturnType<typeof adminMinerModels>>>;
export type AdminMinerModelsQueryError = ErrorResponse;

export function useAdminMinerModels<
  TData = Awaited<ReturnType<typeof adminMinerModels>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModels>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMinerModels>>,
          TError,
          Awaited<ReturnType<typeof adminMinerModels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMinerModels<
  TData = Awaited<ReturnType<typeof adminMinerModels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModels>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMinerModels>>,
          TError,
          Awaited<ReturnType<typeof adminMinerModels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMinerModels<
  TData = Awaited<ReturnType<typeof adminMinerModels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModels>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every miner model with its terms, state and the miners still running.
 */

export function useAdminMinerModels<
  TData = Awaited<ReturnType<typeof adminMinerModels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModels>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminMinerModelsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a miner model, closed (open it with the state operation).
 */
export const adminMinerModelCreate = (
  minerModelFields: MinerModelFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name`, minerModelFields.name);
  formUrlEncoded.append(`hashrate`, minerModelFields.hashrate);
  formUrlEncoded.append(`hashrate_unit`, minerModelFields.hashrate_unit);
  formUrlEncoded.append(`coin`, minerModelFields.coin);
  formUrlEncoded.append(`price`, minerModelFields.price);
  formUrlEncoded.append(`seat_price`, minerModelFields.seat_price);
  formUrlEncoded.append(`seats`, minerModelFields.seats);
  formUrlEncoded.append(`daily_yield`, minerModelFields.daily_yield);
  formUrlEncoded.append(`prepare_days`, minerModelFields.prepare_days);
  formUrlEncoded.append(`run_days`, minerModelFields.run_days);
  formUrlEncoded.append(`offer_ends_at`, minerModelFields.offer_ends_at);
  if (minerModelFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, minerModelFields.sort);
  }

  return consoleCall<AdminMinerModelOk>(
    {
      url: `/admin/products/miners`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminMinerModelCreateMutationKey = () => ['adminMinerModelCreate'] as const;

export const getAdminMinerModelCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminMinerModelCreate>>,
    TError,
    AdminMinerModelCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminMinerModelCreate>>,
  TError,
  AdminMinerModelCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminMinerModelCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminMinerModelCreate>>,
    AdminMinerModelCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminMinerModelCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminMinerModelCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminMinerModelCreate>>
>;
export type AdminMinerModelCreateMutationBody = MinerModelFields;
export type AdminMinerModelCreateMutationError = ErrorResponse;
export type AdminMinerModelCreateMutationVariables = { data: MinerModelFields };

/**
 * @summary Create a miner model, closed (open it with the state operation).
 */
export const useAdminMinerModelCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminMinerModelCreate>>,
      TError,
      AdminMinerModelCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminMinerModelCreate>>,
  TError,
  AdminMinerModelCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminMinerModelCreateMutationOptions(options), queryClient);
};
/**
 * @summary One miner model.
 */
export const adminMinerModel = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminMinerModelOk>(
    { url: `/admin/products/miners/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminMinerModelQueryKey = (id: Id) => {
  return [`/admin/products/miners/${id}`] as const;
};

export const getAdminMinerModelQueryOptions = <
  TData = Awaited<ReturnType<typeof adminMinerModel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminMinerModelQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminMinerModel>>> = ({ signal }) =>
    adminMinerModel(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminMinerModelQueryResult = NonNullable<Awaited<ReturnType<typeof adminMinerModel>>>;
export type AdminMinerModelQueryError = ErrorResponse;

export function useAdminMinerModel<
  TData = Awaited<ReturnType<typeof adminMinerModel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMinerModel>>,
          TError,
          Awaited<ReturnType<typeof adminMinerModel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMinerModel<
  TData = Awaited<ReturnType<typeof adminMinerModel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMinerModel>>,
          TError,
          Awaited<ReturnType<typeof adminMinerModel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMinerModel<
  TData = Awaited<ReturnType<typeof adminMinerModel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One miner model.
 */

export function useAdminMinerModel<
  TData = Awaited<ReturnType<typeof adminMinerModel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMinerModel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminMinerModelQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a model's terms - new purchases only; miners already sold keep theirs.
 */
export const adminMinerModelUpdate = (
  id: Id,
  minerModelFields: MinerModelFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name`, minerModelFields.name);
  formUrlEncoded.append(`hashrate`, minerModelFields.hashrate);
  formUrlEncoded.append(`hashrate_unit`, minerModelFields.hashrate_unit);
  formUrlEncoded.append(`coin`, minerModelFields.coin);
  formUrlEncoded.append(`price`, minerModelFields.price);
  formUrlEncoded.append(`seat_price`, minerModelFields.seat_price);
  formUrlEncoded.append(`seats`, minerModelFields.seats);
  formUrlEncoded.append(`daily_yield`, minerModelFields.daily_yield);
  formUrlEncoded.append(`prepare_days`, minerModelFields.prepare_days);
  formUrlEncoded.append(`run_days`, minerModelFields.run_days);
  formUrlEncoded.append(`offer_ends_at`, minerModelFields.offer_ends_at);
  if (minerModelFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, minerModelFields.sort);
  }

  return consoleCall<AdminMinerModelOk>(
    {
      url: `/admin/products/miners/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminMinerModelUpdateMutationKey = () => ['adminMinerModelUpdate'] as const;

export const getAdminMinerModelUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminMinerModelUpdate>>,
    TError,
    AdminMinerModelUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminMinerModelUpdate>>,
  TError,
  AdminMinerModelUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminMinerModelUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminMinerModelUpdate>>,
    AdminMinerModelUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminMinerModelUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminMinerModelUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminMinerModelUpdate>>
>;
export type AdminMinerModelUpdateMutationBody = MinerModelFields;
export type AdminMinerModelUpdateMutationError = ErrorResponse;
export type AdminMinerModelUpdateMutationVariables = { id: Id; data: MinerModelFields };

/**
 * @summary Change a model's terms - new purchases only; miners already sold keep theirs.
 */
export const useAdminMinerModelUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminMinerModelUpdate>>,
      TError,
      AdminMinerModelUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminMinerModelUpdate>>,
  TError,
  AdminMinerModelUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminMinerModelUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open (on sale until its offer ends) or close (not sold; its miners run to their end).
 */
export const adminMinerModelState = (
  id: Id,
  miningStateForm: MiningStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, miningStateForm.state);

  return consoleCall<AdminMinerModelOk>(
    {
      url: `/admin/products/miners/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminMinerModelStateMutationKey = () => ['adminMinerModelState'] as const;

export const getAdminMinerModelStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminMinerModelState>>,
    TError,
    AdminMinerModelStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminMinerModelState>>,
  TError,
  AdminMinerModelStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminMinerModelStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminMinerModelState>>,
    AdminMinerModelStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminMinerModelState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminMinerModelStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminMinerModelState>>
>;
export type AdminMinerModelStateMutationBody = MiningStateForm;
export type AdminMinerModelStateMutationError = ErrorResponse;
export type AdminMinerModelStateMutationVariables = { id: Id; data: MiningStateForm };

/**
 * @summary Open (on sale until its offer ends) or close (not sold; its miners run to their end).
 */
export const useAdminMinerModelState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminMinerModelState>>,
      TError,
      AdminMinerModelStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminMinerModelState>>,
  TError,
  AdminMinerModelStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminMinerModelStateMutationOptions(options), queryClient);
};
/**
 * @summary Every pledge product with its terms, state and the pledges still active.
 */
export const adminPledgeProducts = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminPledgeProductsOk>(
    { url: `/admin/products/pledge`, method: 'GET', signal },
    options,
  );
};

export const getAdminPledgeProductsQueryKey = () => {
  return [`/admin/products/pledge`] as const;
};

export const getAdminPledgeProductsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminPledgeProducts>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProducts>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminPledgeProductsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminPledgeProducts>>> = ({ signal }) =>
    adminPledgeProducts(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminPledgeProducts>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminPledgeProductsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminPledgeProducts>>
>;
export type AdminPledgeProductsQueryError = ErrorResponse;

export function useAdminPledgeProducts<
  TData = Awaited<ReturnType<typeof adminPledgeProducts>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProducts>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPledgeProducts>>,
          TError,
          Awaited<ReturnType<typeof adminPledgeProducts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPledgeProducts<
  TData = Awaited<ReturnType<typeof adminPledgeProducts>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProducts>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPledgeProducts>>,
          TError,
          Awaited<ReturnType<typeof adminPledgeProducts>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPledgeProducts<
  TData = Awaited<ReturnType<typeof adminPledgeProducts>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProducts>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every pledge product with its terms, state and the pledges still active.
 */

export function useAdminPledgeProducts<
  TData = Awaited<ReturnType<typeof adminPledgeProducts>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProducts>>, TError, TData>
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminPledgeProductsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a pledge product, closed (open it with the state operation).
 */
export const adminPledgeProductCreate = (
  pledgeProductFields: PledgeProductFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, pledgeProductFields.currency);
  formUrlEncoded.append(`days`, pledgeProductFields.days);
  formUrlEncoded.append(`daily_rate`, pledgeProductFields.daily_rate);
  formUrlEncoded.append(`min_amount`, pledgeProductFields.min_amount);
  formUrlEncoded.append(`max_amount`, pledgeProductFields.max_amount);
  if (pledgeProductFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, pledgeProductFields.sort);
  }

  return consoleCall<AdminPledgeProductOk>(
    {
      url: `/admin/products/pledge`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminPledgeProductCreateMutationKey = () => ['adminPledgeProductCreate'] as const;

export const getAdminPledgeProductCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPledgeProductCreate>>,
    TError,
    AdminPledgeProductCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPledgeProductCreate>>,
  TError,
  AdminPledgeProductCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPledgeProductCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPledgeProductCreate>>,
    AdminPledgeProductCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminPledgeProductCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPledgeProductCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPledgeProductCreate>>
>;
export type AdminPledgeProductCreateMutationBody = PledgeProductFields;
export type AdminPledgeProductCreateMutationError = ErrorResponse;
export type AdminPledgeProductCreateMutationVariables = { data: PledgeProductFields };

/**
 * @summary Create a pledge product, closed (open it with the state operation).
 */
export const useAdminPledgeProductCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPledgeProductCreate>>,
      TError,
      AdminPledgeProductCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPledgeProductCreate>>,
  TError,
  AdminPledgeProductCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminPledgeProductCreateMutationOptions(options), queryClient);
};
/**
 * @summary One pledge product.
 */
export const adminPledgeProduct = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminPledgeProductOk>(
    { url: `/admin/products/pledge/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminPledgeProductQueryKey = (id: Id) => {
  return [`/admin/products/pledge/${id}`] as const;
};

export const getAdminPledgeProductQueryOptions = <
  TData = Awaited<ReturnType<typeof adminPledgeProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminPledgeProductQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminPledgeProduct>>> = ({ signal }) =>
    adminPledgeProduct(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminPledgeProductQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminPledgeProduct>>
>;
export type AdminPledgeProductQueryError = ErrorResponse;

export function useAdminPledgeProduct<
  TData = Awaited<ReturnType<typeof adminPledgeProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPledgeProduct>>,
          TError,
          Awaited<ReturnType<typeof adminPledgeProduct>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPledgeProduct<
  TData = Awaited<ReturnType<typeof adminPledgeProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPledgeProduct>>,
          TError,
          Awaited<ReturnType<typeof adminPledgeProduct>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPledgeProduct<
  TData = Awaited<ReturnType<typeof adminPledgeProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One pledge product.
 */

export function useAdminPledgeProduct<
  TData = Awaited<ReturnType<typeof adminPledgeProduct>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPledgeProduct>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminPledgeProductQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a product's terms - new pledges only; active pledges keep theirs.
 */
export const adminPledgeProductUpdate = (
  id: Id,
  pledgeProductFields: PledgeProductFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, pledgeProductFields.currency);
  formUrlEncoded.append(`days`, pledgeProductFields.days);
  formUrlEncoded.append(`daily_rate`, pledgeProductFields.daily_rate);
  formUrlEncoded.append(`min_amount`, pledgeProductFields.min_amount);
  formUrlEncoded.append(`max_amount`, pledgeProductFields.max_amount);
  if (pledgeProductFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, pledgeProductFields.sort);
  }

  return consoleCall<AdminPledgeProductOk>(
    {
      url: `/admin/products/pledge/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminPledgeProductUpdateMutationKey = () => ['adminPledgeProductUpdate'] as const;

export const getAdminPledgeProductUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPledgeProductUpdate>>,
    TError,
    AdminPledgeProductUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPledgeProductUpdate>>,
  TError,
  AdminPledgeProductUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPledgeProductUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPledgeProductUpdate>>,
    AdminPledgeProductUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminPledgeProductUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPledgeProductUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPledgeProductUpdate>>
>;
export type AdminPledgeProductUpdateMutationBody = PledgeProductFields;
export type AdminPledgeProductUpdateMutationError = ErrorResponse;
export type AdminPledgeProductUpdateMutationVariables = { id: Id; data: PledgeProductFields };

/**
 * @summary Change a product's terms - new pledges only; active pledges keep theirs.
 */
export const useAdminPledgeProductUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPledgeProductUpdate>>,
      TError,
      AdminPledgeProductUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPledgeProductUpdate>>,
  TError,
  AdminPledgeProductUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminPledgeProductUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Open or close (no new pledges; active ones are paid and released on their terms).
 */
export const adminPledgeProductState = (
  id: Id,
  miningStateForm: MiningStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, miningStateForm.state);

  return consoleCall<AdminPledgeProductOk>(
    {
      url: `/admin/products/pledge/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminPledgeProductStateMutationKey = () => ['adminPledgeProductState'] as const;

export const getAdminPledgeProductStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPledgeProductState>>,
    TError,
    AdminPledgeProductStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPledgeProductState>>,
  TError,
  AdminPledgeProductStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPledgeProductStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPledgeProductState>>,
    AdminPledgeProductStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminPledgeProductState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPledgeProductStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPledgeProductState>>
>;
export type AdminPledgeProductStateMutationBody = MiningStateForm;
export type AdminPledgeProductStateMutationError = ErrorResponse;
export type AdminPledgeProductStateMutationVariables = { id: Id; data: MiningStateForm };

/**
 * @summary Open or close (no new pledges; active ones are paid and released on their terms).
 */
export const useAdminPledgeProductState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPledgeProductState>>,
      TError,
      AdminPledgeProductStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPledgeProductState>>,
  TError,
  AdminPledgeProductStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminPledgeProductStateMutationOptions(options), queryClient);
};
