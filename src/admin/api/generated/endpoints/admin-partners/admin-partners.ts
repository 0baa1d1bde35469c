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
  AdminPartnerLevelOk,
  AdminPartnerLevelsOk,
  ErrorResponse,
  Id,
  PartnerLevelCreateForm,
  PartnerLevelFields,
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
 * @summary Every partner level with its names, code, minimum team, ratio and users now.
 */
export const adminPartnerLevels = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminPartnerLevelsOk>(
    { url: `/admin/products/partners`, method: 'GET', signal },
    options,
  );
};

export const getAdminPartnerLevelsQueryKey = () => {
  return [`/admin/products/partners`] as const;
};

export const getAdminPartnerLevelsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminPartnerLevels>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevels>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminPartnerLevelsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminPartnerLevels>>> = ({ signal }) =>
    adminPartnerLevels(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminPartnerLevels>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminPartnerLevelsQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminPartnerLevels>>
>;
export type AdminPartnerLevelsQueryError = ErrorResponse;

export function useAdminPartnerLevels<
  TData = Awaited<ReturnType<typeof adminPartnerLevels>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevels>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPartnerLevels>>,
          TError,
          Awaited<ReturnType<typeof adminPartnerLevels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPartnerLevels<
  TData = Awaited<ReturnType<typeof adminPartnerLevels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevels>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPartnerLevels>>,
          TError,
          Awaited<ReturnType<typeof adminPartnerLevels>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPartnerLevels<
  TData = Awaited<ReturnType<typeof adminPartnerLevels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevels>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every partner level with its names, code, minimum team, ratio and users now.
 */

export function useAdminPartnerLevels<
  TData = Awaited<ReturnType<typeof adminPartnerLevels>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevels>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminPartnerLevelsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create the next level (one above the highest).
 */
export const adminPartnerLevelCreate = (
  partnerLevelCreateForm: PartnerLevelCreateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name_en`, partnerLevelCreateForm.name_en);
  if (partnerLevelCreateForm.name_zh !== undefined) {
    formUrlEncoded.append(`name_zh`, partnerLevelCreateForm.name_zh);
  }
  if (partnerLevelCreateForm.name_hk !== undefined) {
    formUrlEncoded.append(`name_hk`, partnerLevelCreateForm.name_hk);
  }
  if (partnerLevelCreateForm.name_jp !== undefined) {
    formUrlEncoded.append(`name_jp`, partnerLevelCreateForm.name_jp);
  }
  if (partnerLevelCreateForm.name_kr !== undefined) {
    formUrlEncoded.append(`name_kr`, partnerLevelCreateForm.name_kr);
  }
  if (partnerLevelCreateForm.name_esp !== undefined) {
    formUrlEncoded.append(`name_esp`, partnerLevelCreateForm.name_esp);
  }
  if (partnerLevelCreateForm.name_th !== undefined) {
    formUrlEncoded.append(`name_th`, partnerLevelCreateForm.name_th);
  }
  formUrlEncoded.append(`authorization_code`, partnerLevelCreateForm.authorization_code);
  formUrlEncoded.append(`min_team`, partnerLevelCreateForm.min_team);
  formUrlEncoded.append(`rebate_ratio`, partnerLevelCreateForm.rebate_ratio);

  formUrlEncoded.append(`level`, partnerLevelCreateForm.level);

  return consoleCall<AdminPartnerLevelOk>(
    {
      url: `/admin/products/partners`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminPartnerLevelCreateMutationKey = () => ['adminPartnerLevelCreate'] as const;

export const getAdminPartnerLevelCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPartnerLevelCreate>>,
    TError,
    AdminPartnerLevelCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPartnerLevelCreate>>,
  TError,
  AdminPartnerLevelCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPartnerLevelCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPartnerLevelCreate>>,
    AdminPartnerLevelCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminPartnerLevelCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPartnerLevelCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPartnerLevelCreate>>
>;
export type AdminPartnerLevelCreateMutationBody = PartnerLevelCreateForm;
export type AdminPartnerLevelCreateMutationError = ErrorResponse;
export type AdminPartnerLevelCreateMutationVariables = { data: PartnerLevelCreateForm };

/**
 * @summary Create the next level (one above the highest).
 */
export const useAdminPartnerLevelCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPartnerLevelCreate>>,
      TError,
      AdminPartnerLevelCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPartnerLevelCreate>>,
  TError,
  AdminPartnerLevelCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminPartnerLevelCreateMutationOptions(options), queryClient);
};
/**
 * @summary One level.
 */
export const adminPartnerLevel = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminPartnerLevelOk>(
    { url: `/admin/products/partners/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminPartnerLevelQueryKey = (id: Id) => {
  return [`/admin/products/partners/${id}`] as const;
};

export const getAdminPartnerLevelQueryOptions = <
  TData = Awaited<ReturnType<typeof adminPartnerLevel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminPartnerLevelQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminPartnerLevel>>> = ({ signal }) =>
    adminPartnerLevel(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminPartnerLevelQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminPartnerLevel>>
>;
export type AdminPartnerLevelQueryError = ErrorResponse;

export function useAdminPartnerLevel<
  TData = Awaited<ReturnType<typeof adminPartnerLevel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPartnerLevel>>,
          TError,
          Awaited<ReturnType<typeof adminPartnerLevel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPartnerLevel<
  TData = Awaited<ReturnType<typeof adminPartnerLevel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminPartnerLevel>>,
          TError,
          Awaited<ReturnType<typeof adminPartnerLevel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminPartnerLevel<
  TData = Awaited<ReturnType<typeof adminPartnerLevel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One level.
 */

export function useAdminPartnerLevel<
  TData = Awaited<ReturnType<typeof adminPartnerLevel>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminPartnerLevel>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminPartnerLevelQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a level's names, code, minimum team or ratio - rebates already paid keep theirs.
 */
export const adminPartnerLevelUpdate = (
  id: Id,
  partnerLevelFields: PartnerLevelFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`name_en`, partnerLevelFields.name_en);
  if (partnerLevelFields.name_zh !== undefined) {
    formUrlEncoded.append(`name_zh`, partnerLevelFields.name_zh);
  }
  if (partnerLevelFields.name_hk !== undefined) {
    formUrlEncoded.append(`name_hk`, partnerLevelFields.name_hk);
  }
  if (partnerLevelFields.name_jp !== undefined) {
    formUrlEncoded.append(`name_jp`, partnerLevelFields.name_jp);
  }
  if (partnerLevelFields.name_kr !== undefined) {
    formUrlEncoded.append(`name_kr`, partnerLevelFields.name_kr);
  }
  if (partnerLevelFields.name_esp !== undefined) {
    formUrlEncoded.append(`name_esp`, partnerLevelFields.name_esp);
  }
  if (partnerLevelFields.name_th !== undefined) {
    formUrlEncoded.append(`name_th`, partnerLevelFields.name_th);
  }
  formUrlEncoded.append(`authorization_code`, partnerLevelFields.authorization_code);
  formUrlEncoded.append(`min_team`, partnerLevelFields.min_team);
  formUrlEncoded.append(`rebate_ratio`, partnerLevelFields.rebate_ratio);

  return consoleCall<AdminPartnerLevelOk>(
    {
      url: `/admin/products/partners/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminPartnerLevelUpdateMutationKey = () => ['adminPartnerLevelUpdate'] as const;

export const getAdminPartnerLevelUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPartnerLevelUpdate>>,
    TError,
    AdminPartnerLevelUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPartnerLevelUpdate>>,
  TError,
  AdminPartnerLevelUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPartnerLevelUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPartnerLevelUpdate>>,
    AdminPartnerLevelUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminPartnerLevelUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPartnerLevelUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPartnerLevelUpdate>>
>;
export type AdminPartnerLevelUpdateMutationBody = PartnerLevelFields;
export type AdminPartnerLevelUpdateMutationError = ErrorResponse;
export type AdminPartnerLevelUpdateMutationVariables = { id: Id; data: PartnerLevelFields };

/**
 * @summary Change a level's names, code, minimum team or ratio - rebates already paid keep theirs.
 */
export const useAdminPartnerLevelUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPartnerLevelUpdate>>,
      TError,
      AdminPartnerLevelUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPartnerLevelUpdate>>,
  TError,
  AdminPartnerLevelUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminPartnerLevelUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Remove the highest level (never level 1); its users fall to the level below.
 */
export const adminPartnerLevelDelete = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminPartnerLevelOk>(
    { url: `/admin/products/partners/${id}`, method: 'DELETE', signal },
    options,
  );
};

export const getAdminPartnerLevelDeleteMutationKey = () => ['adminPartnerLevelDelete'] as const;

export const getAdminPartnerLevelDeleteMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminPartnerLevelDelete>>,
    TError,
    AdminPartnerLevelDeleteMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminPartnerLevelDelete>>,
  TError,
  AdminPartnerLevelDeleteMutationVariables,
  TContext
> => {
  const mutationKey = getAdminPartnerLevelDeleteMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminPartnerLevelDelete>>,
    AdminPartnerLevelDeleteMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminPartnerLevelDelete(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminPartnerLevelDeleteMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminPartnerLevelDelete>>
>;

export type AdminPartnerLevelDeleteMutationError = ErrorResponse;
export type AdminPartnerLevelDeleteMutationVariables = { id: Id };

/**
 * @summary Remove the highest level (never level 1); its users fall to the level below.
 */
export const useAdminPartnerLevelDelete = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminPartnerLevelDelete>>,
      TError,
      AdminPartnerLevelDeleteMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminPartnerLevelDelete>>,
  TError,
  AdminPartnerLevelDeleteMutationVariables,
  TContext
> => {
  return useMutation(getAdminPartnerLevelDeleteMutationOptions(options), queryClient);
};
