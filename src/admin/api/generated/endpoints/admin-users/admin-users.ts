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
  AccountEventPageOk,
  AdjustForm,
  AdjustmentOk,
  AdjustmentsOk,
  AdminUserActivityParams,
  AdminUserJournalParams,
  AdminUserOrdersParams,
  AdminUsersParams,
  EmptyOkResponse,
  ErrorResponse,
  Id,
  OrdersPageOk,
  ReasonForm,
  SecondFactorResetOk,
  UserDetailOk,
  UserId,
  UserJournalPageOk,
  UsersPageOk,
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
 * @summary Find users by e-mail (part of it, any case), phone, numeric id or invite code.
 */
export const adminUsers = (
  params?: AdminUsersParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<UsersPageOk>({ url: `/admin/users`, method: 'GET', params, signal }, options);
};

export const getAdminUsersQueryKey = (params?: AdminUsersParams) => {
  return [`/admin/users`, ...(params ? [params] : [])] as const;
};

export const getAdminUsersQueryOptions = <
  TData = Awaited<ReturnType<typeof adminUsers>>,
  TError = ErrorResponse,
>(
  params?: AdminUsersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUsers>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminUsersQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminUsers>>> = ({ signal }) =>
    adminUsers(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminUsers>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminUsersQueryResult = NonNullable<Awaited<ReturnType<typeof adminUsers>>>;
export type AdminUsersQueryError = ErrorResponse;

export function useAdminUsers<
  TData = Awaited<ReturnType<typeof adminUsers>>,
  TError = ErrorResponse,
>(
  params: undefined | AdminUsersParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUsers>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUsers>>,
          TError,
          Awaited<ReturnType<typeof adminUsers>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUsers<
  TData = Awaited<ReturnType<typeof adminUsers>>,
  TError = ErrorResponse,
>(
  params?: AdminUsersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUsers>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUsers>>,
          TError,
          Awaited<ReturnType<typeof adminUsers>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUsers<
  TData = Awaited<ReturnType<typeof adminUsers>>,
  TError = ErrorResponse,
>(
  params?: AdminUsersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUsers>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Find users by e-mail (part of it, any case), phone, numeric id or invite code.
 */

export function useAdminUsers<
  TData = Awaited<ReturnType<typeof adminUsers>>,
  TError = ErrorResponse,
>(
  params?: AdminUsersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUsers>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminUsersQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary One user's page - profile, KYC, balances, live sessions, referrals and flags.
 */
export const adminUser = (
  id: UserId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<UserDetailOk>({ url: `/admin/users/${id}`, method: 'GET', signal }, options);
};

export const getAdminUserQueryKey = (id: UserId) => {
  return [`/admin/users/${id}`] as const;
};

export const getAdminUserQueryOptions = <
  TData = Awaited<ReturnType<typeof adminUser>>,
  TError = ErrorResponse,
>(
  id: UserId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminUserQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminUser>>> = ({ signal }) =>
    adminUser(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminUserQueryResult = NonNullable<Awaited<ReturnType<typeof adminUser>>>;
export type AdminUserQueryError = ErrorResponse;

export function useAdminUser<TData = Awaited<ReturnType<typeof adminUser>>, TError = ErrorResponse>(
  id: UserId,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUser>>,
          TError,
          Awaited<ReturnType<typeof adminUser>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUser<TData = Awaited<ReturnType<typeof adminUser>>, TError = ErrorResponse>(
  id: UserId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUser>>,
          TError,
          Awaited<ReturnType<typeof adminUser>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUser<TData = Awaited<ReturnType<typeof adminUser>>, TError = ErrorResponse>(
  id: UserId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One user's page - profile, KYC, balances, live sessions, referrals and flags.
 */

export function useAdminUser<TData = Awaited<ReturnType<typeof adminUser>>, TError = ErrorResponse>(
  id: UserId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUser>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminUserQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's balance journal, newest first.
 */
export const adminUserJournal = (
  id: UserId,
  params?: AdminUserJournalParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<UserJournalPageOk>(
    { url: `/admin/users/${id}/journal`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminUserJournalQueryKey = (id: UserId, params?: AdminUserJournalParams) => {
  return [`/admin/users/${id}/journal`, ...(params ? [params] : [])] as const;
};

export const getAdminUserJournalQueryOptions = <
  TData = Awaited<ReturnType<typeof adminUserJournal>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserJournalParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminUserJournalQueryKey(id, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminUserJournal>>> = ({ signal }) =>
    adminUserJournal(id, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminUserJournalQueryResult = NonNullable<Awaited<ReturnType<typeof adminUserJournal>>>;
export type AdminUserJournalQueryError = ErrorResponse;

export function useAdminUserJournal<
  TData = Awaited<ReturnType<typeof adminUserJournal>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params: undefined | AdminUserJournalParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserJournal>>,
          TError,
          Awaited<ReturnType<typeof adminUserJournal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserJournal<
  TData = Awaited<ReturnType<typeof adminUserJournal>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserJournalParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserJournal>>,
          TError,
          Awaited<ReturnType<typeof adminUserJournal>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserJournal<
  TData = Awaited<ReturnType<typeof adminUserJournal>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserJournalParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's balance journal, newest first.
 */

export function useAdminUserJournal<
  TData = Awaited<ReturnType<typeof adminUserJournal>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserJournalParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserJournal>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminUserJournalQueryOptions(id, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Every order of the user, of every kind, newest first.
 */
export const adminUserOrders = (
  id: UserId,
  params?: AdminUserOrdersParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<OrdersPageOk>(
    { url: `/admin/users/${id}/orders`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminUserOrdersQueryKey = (id: UserId, params?: AdminUserOrdersParams) => {
  return [`/admin/users/${id}/orders`, ...(params ? [params] : [])] as const;
};

export const getAdminUserOrdersQueryOptions = <
  TData = Awaited<ReturnType<typeof adminUserOrders>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserOrdersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminUserOrdersQueryKey(id, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminUserOrders>>> = ({ signal }) =>
    adminUserOrders(id, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminUserOrdersQueryResult = NonNullable<Awaited<ReturnType<typeof adminUserOrders>>>;
export type AdminUserOrdersQueryError = ErrorResponse;

export function useAdminUserOrders<
  TData = Awaited<ReturnType<typeof adminUserOrders>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params: undefined | AdminUserOrdersParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserOrders>>,
          TError,
          Awaited<ReturnType<typeof adminUserOrders>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserOrders<
  TData = Awaited<ReturnType<typeof adminUserOrders>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserOrdersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserOrders>>,
          TError,
          Awaited<ReturnType<typeof adminUserOrders>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserOrders<
  TData = Awaited<ReturnType<typeof adminUserOrders>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserOrdersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every order of the user, of every kind, newest first.
 */

export function useAdminUserOrders<
  TData = Awaited<ReturnType<typeof adminUserOrders>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserOrdersParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserOrders>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminUserOrdersQueryOptions(id, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Freeze sign-in - the user cannot sign in (code 2615) and every session ends.
 */
export const adminUserFreezeSignIn = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/freeze_sign_in`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserFreezeSignInMutationKey = () => ['adminUserFreezeSignIn'] as const;

export const getAdminUserFreezeSignInMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserFreezeSignIn>>,
    TError,
    AdminUserFreezeSignInMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserFreezeSignIn>>,
  TError,
  AdminUserFreezeSignInMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserFreezeSignInMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserFreezeSignIn>>,
    AdminUserFreezeSignInMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserFreezeSignIn(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserFreezeSignInMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserFreezeSignIn>>
>;
export type AdminUserFreezeSignInMutationBody = ReasonForm;
export type AdminUserFreezeSignInMutationError = ErrorResponse;
export type AdminUserFreezeSignInMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Freeze sign-in - the user cannot sign in (code 2615) and every session ends.
 */
export const useAdminUserFreezeSignIn = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserFreezeSignIn>>,
      TError,
      AdminUserFreezeSignInMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserFreezeSignIn>>,
  TError,
  AdminUserFreezeSignInMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserFreezeSignInMutationOptions(options), queryClient);
};
/**
 * @summary Let the user sign in again.
 */
export const adminUserUnfreezeSignIn = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/unfreeze_sign_in`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserUnfreezeSignInMutationKey = () => ['adminUserUnfreezeSignIn'] as const;

export const getAdminUserUnfreezeSignInMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>,
    TError,
    AdminUserUnfreezeSignInMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>,
  TError,
  AdminUserUnfreezeSignInMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserUnfreezeSignInMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>,
    AdminUserUnfreezeSignInMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserUnfreezeSignIn(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserUnfreezeSignInMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>
>;
export type AdminUserUnfreezeSignInMutationBody = ReasonForm;
export type AdminUserUnfreezeSignInMutationError = ErrorResponse;
export type AdminUserUnfreezeSignInMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Let the user sign in again.
 */
export const useAdminUserUnfreezeSignIn = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>,
      TError,
      AdminUserUnfreezeSignInMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserUnfreezeSignIn>>,
  TError,
  AdminUserUnfreezeSignInMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserUnfreezeSignInMutationOptions(options), queryClient);
};
/**
 * @summary Freeze withdrawals - the user's withdrawal requests are refused (code 2616).
 */
export const adminUserFreezeWithdrawals = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/freeze_withdrawals`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserFreezeWithdrawalsMutationKey = () =>
  ['adminUserFreezeWithdrawals'] as const;

export const getAdminUserFreezeWithdrawalsMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>,
    TError,
    AdminUserFreezeWithdrawalsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>,
  TError,
  AdminUserFreezeWithdrawalsMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserFreezeWithdrawalsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>,
    AdminUserFreezeWithdrawalsMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserFreezeWithdrawals(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserFreezeWithdrawalsMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>
>;
export type AdminUserFreezeWithdrawalsMutationBody = ReasonForm;
export type AdminUserFreezeWithdrawalsMutationError = ErrorResponse;
export type AdminUserFreezeWithdrawalsMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Freeze withdrawals - the user's withdrawal requests are refused (code 2616).
 */
export const useAdminUserFreezeWithdrawals = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>,
      TError,
      AdminUserFreezeWithdrawalsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserFreezeWithdrawals>>,
  TError,
  AdminUserFreezeWithdrawalsMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserFreezeWithdrawalsMutationOptions(options), queryClient);
};
/**
 * @summary Let the user request withdrawals again.
 */
export const adminUserUnfreezeWithdrawals = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/unfreeze_withdrawals`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserUnfreezeWithdrawalsMutationKey = () =>
  ['adminUserUnfreezeWithdrawals'] as const;

export const getAdminUserUnfreezeWithdrawalsMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>,
    TError,
    AdminUserUnfreezeWithdrawalsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>,
  TError,
  AdminUserUnfreezeWithdrawalsMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserUnfreezeWithdrawalsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>,
    AdminUserUnfreezeWithdrawalsMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserUnfreezeWithdrawals(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserUnfreezeWithdrawalsMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>
>;
export type AdminUserUnfreezeWithdrawalsMutationBody = ReasonForm;
export type AdminUserUnfreezeWithdrawalsMutationError = ErrorResponse;
export type AdminUserUnfreezeWithdrawalsMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Let the user request withdrawals again.
 */
export const useAdminUserUnfreezeWithdrawals = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>,
      TError,
      AdminUserUnfreezeWithdrawalsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserUnfreezeWithdrawals>>,
  TError,
  AdminUserUnfreezeWithdrawalsMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserUnfreezeWithdrawalsMutationOptions(options), queryClient);
};
/**
 * @summary End every session of the user at once (tokens and sockets).
 */
export const adminUserEndSessions = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/end_sessions`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserEndSessionsMutationKey = () => ['adminUserEndSessions'] as const;

export const getAdminUserEndSessionsMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserEndSessions>>,
    TError,
    AdminUserEndSessionsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserEndSessions>>,
  TError,
  AdminUserEndSessionsMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserEndSessionsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserEndSessions>>,
    AdminUserEndSessionsMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserEndSessions(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserEndSessionsMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserEndSessions>>
>;
export type AdminUserEndSessionsMutationBody = ReasonForm;
export type AdminUserEndSessionsMutationError = ErrorResponse;
export type AdminUserEndSessionsMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary End every session of the user at once (tokens and sockets).
 */
export const useAdminUserEndSessions = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserEndSessions>>,
      TError,
      AdminUserEndSessionsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserEndSessions>>,
  TError,
  AdminUserEndSessionsMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserEndSessionsMutationOptions(options), queryClient);
};
/**
 * Audited as `user.end_session` with the reason. A session of another user, or one already
 * over, is 404.
 * @summary End one session of the user (a lost device); its sockets get `session.ended`.
 */
export const adminUserEndSession = (
  id: UserId,
  sessionId: Id,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/sessions/${sessionId}/end`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserEndSessionMutationKey = () => ['adminUserEndSession'] as const;

export const getAdminUserEndSessionMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserEndSession>>,
    TError,
    AdminUserEndSessionMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserEndSession>>,
  TError,
  AdminUserEndSessionMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserEndSessionMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserEndSession>>,
    AdminUserEndSessionMutationVariables
  > = (props) => {
    const { id, sessionId, data } = props ?? {};

    return adminUserEndSession(id, sessionId, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserEndSessionMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserEndSession>>
>;
export type AdminUserEndSessionMutationBody = ReasonForm;
export type AdminUserEndSessionMutationError = ErrorResponse;
export type AdminUserEndSessionMutationVariables = { id: UserId; sessionId: Id; data: ReasonForm };

/**
 * @summary End one session of the user (a lost device); its sockets get `session.ended`.
 */
export const useAdminUserEndSession = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserEndSession>>,
      TError,
      AdminUserEndSessionMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserEndSession>>,
  TError,
  AdminUserEndSessionMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserEndSessionMutationOptions(options), queryClient);
};
/**
 * @summary The user's account activity of the last 90 days, newest first (as the user sees it).
 */
export const adminUserActivity = (
  id: UserId,
  params?: AdminUserActivityParams,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AccountEventPageOk>(
    { url: `/admin/users/${id}/activity`, method: 'GET', params, signal },
    options,
  );
};

export const getAdminUserActivityQueryKey = (id: UserId, params?: AdminUserActivityParams) => {
  return [`/admin/users/${id}/activity`, ...(params ? [params] : [])] as const;
};

export const getAdminUserActivityQueryOptions = <
  TData = Awaited<ReturnType<typeof adminUserActivity>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminUserActivityQueryKey(id, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminUserActivity>>> = ({ signal }) =>
    adminUserActivity(id, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminUserActivityQueryResult = NonNullable<
  Awaited<ReturnType<typeof adminUserActivity>>
>;
export type AdminUserActivityQueryError = ErrorResponse;

export function useAdminUserActivity<
  TData = Awaited<ReturnType<typeof adminUserActivity>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params: undefined | AdminUserActivityParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserActivity>>,
          TError,
          Awaited<ReturnType<typeof adminUserActivity>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserActivity<
  TData = Awaited<ReturnType<typeof adminUserActivity>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminUserActivity>>,
          TError,
          Awaited<ReturnType<typeof adminUserActivity>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminUserActivity<
  TData = Awaited<ReturnType<typeof adminUserActivity>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's account activity of the last 90 days, newest first (as the user sees it).
 */

export function useAdminUserActivity<
  TData = Awaited<ReturnType<typeof adminUserActivity>>,
  TError = ErrorResponse,
>(
  id: UserId,
  params?: AdminUserActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminUserActivity>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminUserActivityQueryOptions(id, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Clear the fund password - the user sets a new one with a verification code.
 */
export const adminUserResetFundPassword = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/users/${id}/reset_fund_password`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserResetFundPasswordMutationKey = () =>
  ['adminUserResetFundPassword'] as const;

export const getAdminUserResetFundPasswordMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserResetFundPassword>>,
    TError,
    AdminUserResetFundPasswordMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserResetFundPassword>>,
  TError,
  AdminUserResetFundPasswordMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserResetFundPasswordMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserResetFundPassword>>,
    AdminUserResetFundPasswordMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserResetFundPassword(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserResetFundPasswordMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserResetFundPassword>>
>;
export type AdminUserResetFundPasswordMutationBody = ReasonForm;
export type AdminUserResetFundPasswordMutationError = ErrorResponse;
export type AdminUserResetFundPasswordMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Clear the fund password - the user sets a new one with a verification code.
 */
export const useAdminUserResetFundPassword = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserResetFundPassword>>,
      TError,
      AdminUserResetFundPasswordMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserResetFundPassword>>,
  TError,
  AdminUserResetFundPasswordMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserResetFundPasswordMutationOptions(options), queryClient);
};
/**
 * A positive amount credits the account, a negative one debits its available balance and is
 * refused (422, code 2613) rather than overdraw it. When |amount| is worth more than the
 * threshold in USDT (platform setting `console.adjust_threshold_usdt`, default 1000; a
 * currency without a price counts as-is) the adjustment waits, pending, until a different
 * finance operator (or admin) approves it.
 * @summary Adjust a balance through the ledger (kind operator_adjust) - at once, or pending a second operator above the threshold.
 */
export const adminUserAdjust = (
  id: UserId,
  adjustForm: AdjustForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency`, adjustForm.currency);
  formUrlEncoded.append(`amount`, adjustForm.amount);
  if (adjustForm.account !== undefined) {
    formUrlEncoded.append(`account`, adjustForm.account);
  }
  formUrlEncoded.append(`reason`, adjustForm.reason);

  return consoleCall<AdjustmentOk>(
    {
      url: `/admin/users/${id}/adjust`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserAdjustMutationKey = () => ['adminUserAdjust'] as const;

export const getAdminUserAdjustMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserAdjust>>,
    TError,
    AdminUserAdjustMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserAdjust>>,
  TError,
  AdminUserAdjustMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserAdjustMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserAdjust>>,
    AdminUserAdjustMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserAdjust(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserAdjustMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserAdjust>>
>;
export type AdminUserAdjustMutationBody = AdjustForm;
export type AdminUserAdjustMutationError = ErrorResponse;
export type AdminUserAdjustMutationVariables = { id: UserId; data: AdjustForm };

/**
 * @summary Adjust a balance through the ledger (kind operator_adjust) - at once, or pending a second operator above the threshold.
 */
export const useAdminUserAdjust = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserAdjust>>,
      TError,
      AdminUserAdjustMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserAdjust>>,
  TError,
  AdminUserAdjustMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserAdjustMutationOptions(options), queryClient);
};
/**
 * @summary Balance adjustments - every pending one and the latest decided.
 */
export const adminAdjustments = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdjustmentsOk>({ url: `/admin/adjustments`, method: 'GET', signal }, options);
};

export const getAdminAdjustmentsQueryKey = () => {
  return [`/admin/adjustments`] as const;
};

export const getAdminAdjustmentsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminAdjustments>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAdjustments>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminAdjustmentsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminAdjustments>>> = ({ signal }) =>
    adminAdjustments(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminAdjustments>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminAdjustmentsQueryResult = NonNullable<Awaited<ReturnType<typeof adminAdjustments>>>;
export type AdminAdjustmentsQueryError = ErrorResponse;

export function useAdminAdjustments<
  TData = Awaited<ReturnType<typeof adminAdjustments>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAdjustments>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminAdjustments>>,
          TError,
          Awaited<ReturnType<typeof adminAdjustments>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminAdjustments<
  TData = Awaited<ReturnType<typeof adminAdjustments>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAdjustments>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminAdjustments>>,
          TError,
          Awaited<ReturnType<typeof adminAdjustments>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminAdjustments<
  TData = Awaited<ReturnType<typeof adminAdjustments>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAdjustments>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Balance adjustments - every pending one and the latest decided.
 */

export function useAdminAdjustments<
  TData = Awaited<ReturnType<typeof adminAdjustments>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminAdjustments>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminAdjustmentsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Four eyes, as for large balance adjustments. Without a second factor 409 (code 2617); one
 * request per user waits at a time (409, code 2618). Audited as
 * `user.second_factor_reset_request`.
 * @summary Ask to remove the user's authenticator (the phone is lost) - an admin other than the asker decides.
 */
export const adminUserSecondFactorReset = (
  id: UserId,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<SecondFactorResetOk>(
    {
      url: `/admin/users/${id}/second_factor_reset`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminUserSecondFactorResetMutationKey = () =>
  ['adminUserSecondFactorReset'] as const;

export const getAdminUserSecondFactorResetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminUserSecondFactorReset>>,
    TError,
    AdminUserSecondFactorResetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminUserSecondFactorReset>>,
  TError,
  AdminUserSecondFactorResetMutationVariables,
  TContext
> => {
  const mutationKey = getAdminUserSecondFactorResetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminUserSecondFactorReset>>,
    AdminUserSecondFactorResetMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminUserSecondFactorReset(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminUserSecondFactorResetMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminUserSecondFactorReset>>
>;
export type AdminUserSecondFactorResetMutationBody = ReasonForm;
export type AdminUserSecondFactorResetMutationError = ErrorResponse;
export type AdminUserSecondFactorResetMutationVariables = { id: UserId; data: ReasonForm };

/**
 * @summary Ask to remove the user's authenticator (the phone is lost) - an admin other than the asker decides.
 */
export const useAdminUserSecondFactorReset = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminUserSecondFactorReset>>,
      TError,
      AdminUserSecondFactorResetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminUserSecondFactorReset>>,
  TError,
  AdminUserSecondFactorResetMutationVariables,
  TContext
> => {
  return useMutation(getAdminUserSecondFactorResetMutationOptions(options), queryClient);
};
/**
 * Only by an admin other than the asker (403, code 2619), exactly once (409, code 2607).
 * Withdrawals are held for `security.withdraw_hold_hours`, the user gets a security e-mail and
 * reads it in the account activity. Audited as `user.second_factor_reset`.
 * @summary Approve a reset - the authenticator and its recovery codes are removed.
 */
export const adminSecondFactorResetApprove = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<EmptyOkResponse>(
    { url: `/admin/second_factor_resets/${id}/approve`, method: 'POST', signal },
    options,
  );
};

export const getAdminSecondFactorResetApproveMutationKey = () =>
  ['adminSecondFactorResetApprove'] as const;

export const getAdminSecondFactorResetApproveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSecondFactorResetApprove>>,
    TError,
    AdminSecondFactorResetApproveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSecondFactorResetApprove>>,
  TError,
  AdminSecondFactorResetApproveMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSecondFactorResetApproveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSecondFactorResetApprove>>,
    AdminSecondFactorResetApproveMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminSecondFactorResetApprove(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSecondFactorResetApproveMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSecondFactorResetApprove>>
>;

export type AdminSecondFactorResetApproveMutationError = ErrorResponse;
export type AdminSecondFactorResetApproveMutationVariables = { id: Id };

/**
 * @summary Approve a reset - the authenticator and its recovery codes are removed.
 */
export const useAdminSecondFactorResetApprove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSecondFactorResetApprove>>,
      TError,
      AdminSecondFactorResetApproveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSecondFactorResetApprove>>,
  TError,
  AdminSecondFactorResetApproveMutationVariables,
  TContext
> => {
  return useMutation(getAdminSecondFactorResetApproveMutationOptions(options), queryClient);
};
/**
 * @summary Reject a reset - the authenticator stays.
 */
export const adminSecondFactorResetReject = (
  id: Id,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/second_factor_resets/${id}/reject`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSecondFactorResetRejectMutationKey = () =>
  ['adminSecondFactorResetReject'] as const;

export const getAdminSecondFactorResetRejectMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSecondFactorResetReject>>,
    TError,
    AdminSecondFactorResetRejectMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSecondFactorResetReject>>,
  TError,
  AdminSecondFactorResetRejectMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSecondFactorResetRejectMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSecondFactorResetReject>>,
    AdminSecondFactorResetRejectMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminSecondFactorResetReject(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSecondFactorResetRejectMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSecondFactorResetReject>>
>;
export type AdminSecondFactorResetRejectMutationBody = ReasonForm;
export type AdminSecondFactorResetRejectMutationError = ErrorResponse;
export type AdminSecondFactorResetRejectMutationVariables = { id: Id; data: ReasonForm };

/**
 * @summary Reject a reset - the authenticator stays.
 */
export const useAdminSecondFactorResetReject = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSecondFactorResetReject>>,
      TError,
      AdminSecondFactorResetRejectMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSecondFactorResetReject>>,
  TError,
  AdminSecondFactorResetRejectMutationVariables,
  TContext
> => {
  return useMutation(getAdminSecondFactorResetRejectMutationOptions(options), queryClient);
};
/**
 * Only by an operator other than the requester (403, code 2614). Exactly once - a second
 * decision answers 409 (code 2607); a debit the account can no longer cover is refused (422,
 * code 2613) and the adjustment stays pending.
 * @summary Approve a pending adjustment - it is posted to the ledger, exactly once.
 */
export const adminAdjustmentApprove = (
  id: string,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdjustmentOk>(
    { url: `/admin/adjustments/${id}/approve`, method: 'POST', signal },
    options,
  );
};

export const getAdminAdjustmentApproveMutationKey = () => ['adminAdjustmentApprove'] as const;

export const getAdminAdjustmentApproveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminAdjustmentApprove>>,
    TError,
    AdminAdjustmentApproveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminAdjustmentApprove>>,
  TError,
  AdminAdjustmentApproveMutationVariables,
  TContext
> => {
  const mutationKey = getAdminAdjustmentApproveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminAdjustmentApprove>>,
    AdminAdjustmentApproveMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminAdjustmentApprove(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminAdjustmentApproveMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminAdjustmentApprove>>
>;

export type AdminAdjustmentApproveMutationError = ErrorResponse;
export type AdminAdjustmentApproveMutationVariables = { id: string };

/**
 * @summary Approve a pending adjustment - it is posted to the ledger, exactly once.
 */
export const useAdminAdjustmentApprove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminAdjustmentApprove>>,
      TError,
      AdminAdjustmentApproveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminAdjustmentApprove>>,
  TError,
  AdminAdjustmentApproveMutationVariables,
  TContext
> => {
  return useMutation(getAdminAdjustmentApproveMutationOptions(options), queryClient);
};
/**
 * @summary Reject a pending adjustment - nothing is posted.
 */
export const adminAdjustmentReject = (
  id: string,
  reasonForm: ReasonForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, reasonForm.reason);

  return consoleCall<AdjustmentOk>(
    {
      url: `/admin/adjustments/${id}/reject`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminAdjustmentRejectMutationKey = () => ['adminAdjustmentReject'] as const;

export const getAdminAdjustmentRejectMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminAdjustmentReject>>,
    TError,
    AdminAdjustmentRejectMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminAdjustmentReject>>,
  TError,
  AdminAdjustmentRejectMutationVariables,
  TContext
> => {
  const mutationKey = getAdminAdjustmentRejectMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminAdjustmentReject>>,
    AdminAdjustmentRejectMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminAdjustmentReject(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminAdjustmentRejectMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminAdjustmentReject>>
>;
export type AdminAdjustmentRejectMutationBody = ReasonForm;
export type AdminAdjustmentRejectMutationError = ErrorResponse;
export type AdminAdjustmentRejectMutationVariables = { id: string; data: ReasonForm };

/**
 * @summary Reject a pending adjustment - nothing is posted.
 */
export const useAdminAdjustmentReject = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminAdjustmentReject>>,
      TError,
      AdminAdjustmentRejectMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminAdjustmentReject>>,
  TError,
  AdminAdjustmentRejectMutationVariables,
  TContext
> => {
  return useMutation(getAdminAdjustmentRejectMutationOptions(options), queryClient);
};
