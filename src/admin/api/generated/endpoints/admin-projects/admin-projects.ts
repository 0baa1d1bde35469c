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
  AdminProjectOk,
  AdminProjectsOk,
  ErrorResponse,
  Id,
  ProjectFields,
  ProjectStateForm,
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
 * @summary Every project with its terms, state, status and subscriptions.
 */
export const adminProjects = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminProjectsOk>(
    { url: `/admin/products/projects`, method: 'GET', signal },
    options,
  );
};

export const getAdminProjectsQueryKey = () => {
  return [`/admin/products/projects`] as const;
};

export const getAdminProjectsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminProjects>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProjects>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminProjectsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminProjects>>> = ({ signal }) =>
    adminProjects(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminProjects>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminProjectsQueryResult = NonNullable<Awaited<ReturnType<typeof adminProjects>>>;
export type AdminProjectsQueryError = ErrorResponse;

export function useAdminProjects<
  TData = Awaited<ReturnType<typeof adminProjects>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProjects>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminProjects>>,
          TError,
          Awaited<ReturnType<typeof adminProjects>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminProjects<
  TData = Awaited<ReturnType<typeof adminProjects>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProjects>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminProjects>>,
          TError,
          Awaited<ReturnType<typeof adminProjects>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminProjects<
  TData = Awaited<ReturnType<typeof adminProjects>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProjects>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every project with its terms, state, status and subscriptions.
 */

export function useAdminProjects<
  TData = Awaited<ReturnType<typeof adminProjects>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProjects>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminProjectsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Create a project as a draft (not in the app; open it with the state operation).
 */
export const adminProjectCreate = (
  projectFields: ProjectFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, projectFields.currency);
  formUrlEncoded.append(`intro_en`, projectFields.intro_en);
  if (projectFields.intro_zh !== undefined) {
    formUrlEncoded.append(`intro_zh`, projectFields.intro_zh);
  }
  if (projectFields.intro_hk !== undefined) {
    formUrlEncoded.append(`intro_hk`, projectFields.intro_hk);
  }
  if (projectFields.intro_jp !== undefined) {
    formUrlEncoded.append(`intro_jp`, projectFields.intro_jp);
  }
  if (projectFields.intro_kr !== undefined) {
    formUrlEncoded.append(`intro_kr`, projectFields.intro_kr);
  }
  if (projectFields.intro_esp !== undefined) {
    formUrlEncoded.append(`intro_esp`, projectFields.intro_esp);
  }
  if (projectFields.intro_th !== undefined) {
    formUrlEncoded.append(`intro_th`, projectFields.intro_th);
  }
  formUrlEncoded.append(`issue_price`, projectFields.issue_price);
  formUrlEncoded.append(`payment_coins`, projectFields.payment_coins);
  formUrlEncoded.append(`starts_at`, projectFields.starts_at);
  formUrlEncoded.append(`ends_at`, projectFields.ends_at);
  formUrlEncoded.append(`launch_at`, projectFields.launch_at);
  formUrlEncoded.append(`lock_days`, projectFields.lock_days);
  formUrlEncoded.append(`supply`, projectFields.supply);
  formUrlEncoded.append(`min_usdt`, projectFields.min_usdt);
  formUrlEncoded.append(`max_usdt`, projectFields.max_usdt);
  if (projectFields.user_limit_usdt !== undefined) {
    formUrlEncoded.append(`user_limit_usdt`, projectFields.user_limit_usdt);
  }
  if (projectFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, projectFields.sort);
  }

  return consoleCall<AdminProjectOk>(
    {
      url: `/admin/products/projects`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminProjectCreateMutationKey = () => ['adminProjectCreate'] as const;

export const getAdminProjectCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminProjectCreate>>,
    TError,
    AdminProjectCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminProjectCreate>>,
  TError,
  AdminProjectCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminProjectCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminProjectCreate>>,
    AdminProjectCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminProjectCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminProjectCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminProjectCreate>>
>;
export type AdminProjectCreateMutationBody = ProjectFields;
export type AdminProjectCreateMutationError = ErrorResponse;
export type AdminProjectCreateMutationVariables = { data: ProjectFields };

/**
 * @summary Create a project as a draft (not in the app; open it with the state operation).
 */
export const useAdminProjectCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminProjectCreate>>,
      TError,
      AdminProjectCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminProjectCreate>>,
  TError,
  AdminProjectCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminProjectCreateMutationOptions(options), queryClient);
};
/**
 * @summary One project.
 */
export const adminProject = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminProjectOk>(
    { url: `/admin/products/projects/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminProjectQueryKey = (id: Id) => {
  return [`/admin/products/projects/${id}`] as const;
};

export const getAdminProjectQueryOptions = <
  TData = Awaited<ReturnType<typeof adminProject>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminProjectQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminProject>>> = ({ signal }) =>
    adminProject(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminProjectQueryResult = NonNullable<Awaited<ReturnType<typeof adminProject>>>;
export type AdminProjectQueryError = ErrorResponse;

export function useAdminProject<
  TData = Awaited<ReturnType<typeof adminProject>>,
  TError = ErrorResponse,
>(
  id: Id,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminProject>>,
          TError,
          Awaited<ReturnType<typeof adminProject>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminProject<
  TData = Awaited<ReturnType<typeof adminProject>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminProject>>,
          TError,
          Awaited<ReturnType<typeof adminProject>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminProject<
  TData = Awaited<ReturnType<typeof adminProject>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One project.
 */

export function useAdminProject<
  TData = Awaited<ReturnType<typeof adminProject>>,
  TError = ErrorResponse,
>(
  id: Id,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminProject>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminProjectQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Change a project's terms - new subscriptions only; those already made keep theirs.
 */
export const adminProjectUpdate = (
  id: Id,
  projectFields: ProjectFields,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, projectFields.currency);
  formUrlEncoded.append(`intro_en`, projectFields.intro_en);
  if (projectFields.intro_zh !== undefined) {
    formUrlEncoded.append(`intro_zh`, projectFields.intro_zh);
  }
  if (projectFields.intro_hk !== undefined) {
    formUrlEncoded.append(`intro_hk`, projectFields.intro_hk);
  }
  if (projectFields.intro_jp !== undefined) {
    formUrlEncoded.append(`intro_jp`, projectFields.intro_jp);
  }
  if (projectFields.intro_kr !== undefined) {
    formUrlEncoded.append(`intro_kr`, projectFields.intro_kr);
  }
  if (projectFields.intro_esp !== undefined) {
    formUrlEncoded.append(`intro_esp`, projectFields.intro_esp);
  }
  if (projectFields.intro_th !== undefined) {
    formUrlEncoded.append(`intro_th`, projectFields.intro_th);
  }
  formUrlEncoded.append(`issue_price`, projectFields.issue_price);
  formUrlEncoded.append(`payment_coins`, projectFields.payment_coins);
  formUrlEncoded.append(`starts_at`, projectFields.starts_at);
  formUrlEncoded.append(`ends_at`, projectFields.ends_at);
  formUrlEncoded.append(`launch_at`, projectFields.launch_at);
  formUrlEncoded.append(`lock_days`, projectFields.lock_days);
  formUrlEncoded.append(`supply`, projectFields.supply);
  formUrlEncoded.append(`min_usdt`, projectFields.min_usdt);
  formUrlEncoded.append(`max_usdt`, projectFields.max_usdt);
  if (projectFields.user_limit_usdt !== undefined) {
    formUrlEncoded.append(`user_limit_usdt`, projectFields.user_limit_usdt);
  }
  if (projectFields.sort !== undefined) {
    formUrlEncoded.append(`sort`, projectFields.sort);
  }

  return consoleCall<AdminProjectOk>(
    {
      url: `/admin/products/projects/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminProjectUpdateMutationKey = () => ['adminProjectUpdate'] as const;

export const getAdminProjectUpdateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminProjectUpdate>>,
    TError,
    AdminProjectUpdateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminProjectUpdate>>,
  TError,
  AdminProjectUpdateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminProjectUpdateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminProjectUpdate>>,
    AdminProjectUpdateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminProjectUpdate(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminProjectUpdateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminProjectUpdate>>
>;
export type AdminProjectUpdateMutationBody = ProjectFields;
export type AdminProjectUpdateMutationError = ErrorResponse;
export type AdminProjectUpdateMutationVariables = { id: Id; data: ProjectFields };

/**
 * @summary Change a project's terms - new subscriptions only; those already made keep theirs.
 */
export const useAdminProjectUpdate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminProjectUpdate>>,
      TError,
      AdminProjectUpdateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminProjectUpdate>>,
  TError,
  AdminProjectUpdateMutationVariables,
  TContext
> => {
  return useMutation(getAdminProjectUpdateMutationOptions(options), queryClient);
};
/**
 * @summary Draft (only without subscriptions), open (the schedule decides) or closed (no new subscriptions).
 */
export const adminProjectState = (
  id: Id,
  projectStateForm: ProjectStateForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`state`, projectStateForm.state);

  return consoleCall<AdminProjectOk>(
    {
      url: `/admin/products/projects/${id}/state`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminProjectStateMutationKey = () => ['adminProjectState'] as const;

export const getAdminProjectStateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminProjectState>>,
    TError,
    AdminProjectStateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminProjectState>>,
  TError,
  AdminProjectStateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminProjectStateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminProjectState>>,
    AdminProjectStateMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminProjectState(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminProjectStateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminProjectState>>
>;
export type AdminProjectStateMutationBody = ProjectStateForm;
export type AdminProjectStateMutationError = ErrorResponse;
export type AdminProjectStateMutationVariables = { id: Id; data: ProjectStateForm };

/**
 * @summary Draft (only without subscriptions), open (the schedule decides) or closed (no new subscriptions).
 */
export const useAdminProjectState = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminProjectState>>,
      TError,
      AdminProjectStateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminProjectState>>,
  TError,
  AdminProjectStateMutationVariables,
  TContext
> => {
  return useMutation(getAdminProjectStateMutationOptions(options), queryClient);
};
