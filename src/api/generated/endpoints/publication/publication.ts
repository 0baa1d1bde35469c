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
  ErrorResponse,
  ProjectListOk,
  ProjectOk,
  ProjectProjectDetailParams,
  ProjectProjectParams,
  ProjectRecordParams,
  ProjectSubscribeBody,
  SubscriptionFormOk,
  SubscriptionOk,
  SubscriptionPageOk,
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
 * @summary New-coin subscription projects with issue price, lock-up, accepted currencies, window, launch time, state and progress.
 */
export const projectProjectList = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ProjectListOk>({ url: `/project/projectList`, method: 'GET', signal }, options);
};

export const getProjectProjectListQueryKey = () => {
  return [`/project/projectList`] as const;
};

export const getProjectProjectListQueryOptions = <
  TData = Awaited<ReturnType<typeof projectProjectList>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProjectList>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getProjectProjectListQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof projectProjectList>>> = ({ signal }) =>
    projectProjectList(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof projectProjectList>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ProjectProjectListQueryResult = NonNullable<
  Awaited<ReturnType<typeof projectProjectList>>
>;
export type ProjectProjectListQueryError = ErrorResponse;

export function useProjectProjectList<
  TData = Awaited<ReturnType<typeof projectProjectList>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProjectList>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProjectList>>,
          TError,
          Awaited<ReturnType<typeof projectProjectList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProjectList<
  TData = Awaited<ReturnType<typeof projectProjectList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectList>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProjectList>>,
          TError,
          Awaited<ReturnType<typeof projectProjectList>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProjectList<
  TData = Awaited<ReturnType<typeof projectProjectList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProjectList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary New-coin subscription projects with issue price, lock-up, accepted currencies, window, launch time, state and progress.
 */

export function useProjectProjectList<
  TData = Awaited<ReturnType<typeof projectProjectList>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProjectList>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getProjectProjectListQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One subscription project.
 */
export const projectProjectDetail = (
  params: ProjectProjectDetailParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<ProjectOk>(
    { url: `/project/projectDetail`, method: 'GET', params, signal },
    options,
  );
};

export const getProjectProjectDetailQueryKey = (params?: ProjectProjectDetailParams) => {
  return [`/project/projectDetail`, ...(params ? [params] : [])] as const;
};

export const getProjectProjectDetailQueryOptions = <
  TData = Awaited<ReturnType<typeof projectProjectDetail>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectDetailParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectDetail>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getProjectProjectDetailQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof projectProjectDetail>>> = ({ signal }) =>
    projectProjectDetail(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof projectProjectDetail>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ProjectProjectDetailQueryResult = NonNullable<
  Awaited<ReturnType<typeof projectProjectDetail>>
>;
export type ProjectProjectDetailQueryError = ErrorResponse;

export function useProjectProjectDetail<
  TData = Awaited<ReturnType<typeof projectProjectDetail>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectDetailParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectDetail>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProjectDetail>>,
          TError,
          Awaited<ReturnType<typeof projectProjectDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProjectDetail<
  TData = Awaited<ReturnType<typeof projectProjectDetail>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectDetailParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectDetail>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProjectDetail>>,
          TError,
          Awaited<ReturnType<typeof projectProjectDetail>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProjectDetail<
  TData = Awaited<ReturnType<typeof projectProjectDetail>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectDetailParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectDetail>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One subscription project.
 */

export function useProjectProjectDetail<
  TData = Awaited<ReturnType<typeof projectProjectDetail>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectDetailParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof projectProjectDetail>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getProjectProjectDetailQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The subscription form: the project and the user's available balance and USDT rate in each accepted currency.
 */
export const projectProject = (
  params: ProjectProjectParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SubscriptionFormOk>(
    { url: `/project/project`, method: 'GET', params, signal },
    options,
  );
};

export const getProjectProjectQueryKey = (params?: ProjectProjectParams) => {
  return [`/project/project`, ...(params ? [params] : [])] as const;
};

export const getProjectProjectQueryOptions = <
  TData = Awaited<ReturnType<typeof projectProject>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProject>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getProjectProjectQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof projectProject>>> = ({ signal }) =>
    projectProject(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof projectProject>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ProjectProjectQueryResult = NonNullable<Awaited<ReturnType<typeof projectProject>>>;
export type ProjectProjectQueryError = ErrorResponse;

export function useProjectProject<
  TData = Awaited<ReturnType<typeof projectProject>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProject>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProject>>,
          TError,
          Awaited<ReturnType<typeof projectProject>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProject<
  TData = Awaited<ReturnType<typeof projectProject>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProject>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectProject>>,
          TError,
          Awaited<ReturnType<typeof projectProject>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectProject<
  TData = Awaited<ReturnType<typeof projectProject>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProject>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The subscription form: the project and the user's available balance and USDT rate in each accepted currency.
 */

export function useProjectProject<
  TData = Awaited<ReturnType<typeof projectProject>>,
  TError = ErrorResponse,
>(
  params: ProjectProjectParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectProject>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getProjectProjectQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Quantity = USDT value / issue price (rounded down), the USDT value of a non-USDT payment at the simulator's price of the moment. Outside the window: 409 code 2302; sold out: 409 code 2303; more than what is left: 409 code 2304; insufficient balance: 422 code 2301 (the app offers a recharge). Closed by the operator: 409 code 2744; a payment coin that has been delisted: 409 code 2745; more than the project's per-user total (`user_limit_usdt`, all of the user's subscriptions to it together): 409 code 2746.
 * @summary Subscribe to a project: the payment is frozen and the coins reserved until the operator decides.
 */
export const projectSubscribe = (
  projectSubscribeBody: ProjectSubscribeBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`project_id`, projectSubscribeBody.project_id.toString());
  formUrlEncoded.append(`currency_id`, projectSubscribeBody.currency_id.toString());
  formUrlEncoded.append(`amount`, projectSubscribeBody.amount);

  return apiCall<SubscriptionOk>(
    {
      url: `/project/subscribe`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getProjectSubscribeMutationKey = () => ['projectSubscribe'] as const;

export const getProjectSubscribeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof projectSubscribe>>,
    TError,
    ProjectSubscribeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof projectSubscribe>>,
  TError,
  ProjectSubscribeMutationVariables,
  TContext
> => {
  const mutationKey = getProjectSubscribeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof projectSubscribe>>,
    ProjectSubscribeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return projectSubscribe(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ProjectSubscribeMutationResult = NonNullable<
  Awaited<ReturnType<typeof projectSubscribe>>
>;
export type ProjectSubscribeMutationBody = ProjectSubscribeBody;
export type ProjectSubscribeMutationError = ErrorResponse;
export type ProjectSubscribeMutationVariables = { data: ProjectSubscribeBody };

/**
 * @summary Subscribe to a project: the payment is frozen and the coins reserved until the operator decides.
 */
export const useProjectSubscribe = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof projectSubscribe>>,
      TError,
      ProjectSubscribeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof projectSubscribe>>,
  TError,
  ProjectSubscribeMutationVariables,
  TContext
> => {
  return useMutation(getProjectSubscribeMutationOptions(options), queryClient);
};
/**
 * @summary The user's subscription records, newest first.
 */
export const projectRecord = (
  params?: ProjectRecordParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SubscriptionPageOk>(
    { url: `/project/record`, method: 'GET', params, signal },
    options,
  );
};

export const getProjectRecordQueryKey = (params?: ProjectRecordParams) => {
  return [`/project/record`, ...(params ? [params] : [])] as const;
};

export const getProjectRecordQueryOptions = <
  TData = Awaited<ReturnType<typeof projectRecord>>,
  TError = ErrorResponse,
>(
  params?: ProjectRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getProjectRecordQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof projectRecord>>> = ({ signal }) =>
    projectRecord(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof projectRecord>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ProjectRecordQueryResult = NonNullable<Awaited<ReturnType<typeof projectRecord>>>;
export type ProjectRecordQueryError = ErrorResponse;

export function useProjectRecord<
  TData = Awaited<ReturnType<typeof projectRecord>>,
  TError = ErrorResponse,
>(
  params: undefined | ProjectRecordParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectRecord>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectRecord>>,
          TError,
          Awaited<ReturnType<typeof projectRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectRecord<
  TData = Awaited<ReturnType<typeof projectRecord>>,
  TError = ErrorResponse,
>(
  params?: ProjectRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectRecord>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof projectRecord>>,
          TError,
          Awaited<ReturnType<typeof projectRecord>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useProjectRecord<
  TData = Awaited<ReturnType<typeof projectRecord>>,
  TError = ErrorResponse,
>(
  params?: ProjectRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's subscription records, newest first.
 */

export function useProjectRecord<
  TData = Awaited<ReturnType<typeof projectRecord>>,
  TError = ErrorResponse,
>(
  params?: ProjectRecordParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof projectRecord>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getProjectRecordQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
