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
  AdminEnrolBody,
  AdminEnrolmentBody,
  AdminSignInBody,
  EmptyOkResponse,
  EnrolmentOk,
  ErrorResponse,
  OperatorOk,
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
 * @summary Open a one-time enrolment link - who enrols and the authenticator secret to pair.
 */
export const adminEnrolment = (
  adminEnrolmentBody: AdminEnrolmentBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`token`, adminEnrolmentBody.token);

  return consoleCall<EnrolmentOk>(
    {
      url: `/admin/auth/enrolment`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminEnrolmentQueryKey = (adminEnrolmentBody?: AdminEnrolmentBody) => {
  return ['POST', `/admin/auth/enrolment`, adminEnrolmentBody] as const;
};

export const getAdminEnrolmentQueryOptions = <
  TData = Awaited<ReturnType<typeof adminEnrolment>>,
  TError = ErrorResponse,
>(
  adminEnrolmentBody: AdminEnrolmentBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminEnrolment>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminEnrolmentQueryKey(adminEnrolmentBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminEnrolment>>> = ({ signal }) =>
    adminEnrolment(adminEnrolmentBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminEnrolment>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminEnrolmentQueryResult = NonNullable<Awaited<ReturnType<typeof adminEnrolment>>>;
export type AdminEnrolmentQueryError = ErrorResponse;

export function useAdminEnrolment<
  TData = Awaited<ReturnType<typeof adminEnrolment>>,
  TError = ErrorResponse,
>(
  adminEnrolmentBody: AdminEnrolmentBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminEnrolment>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminEnrolment>>,
          TError,
          Awaited<ReturnType<typeof adminEnrolment>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminEnrolment<
  TData = Awaited<ReturnType<typeof adminEnrolment>>,
  TError = ErrorResponse,
>(
  adminEnrolmentBody: AdminEnrolmentBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminEnrolment>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminEnrolment>>,
          TError,
          Awaited<ReturnType<typeof adminEnrolment>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminEnrolment<
  TData = Awaited<ReturnType<typeof adminEnrolment>>,
  TError = ErrorResponse,
>(
  adminEnrolmentBody: AdminEnrolmentBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminEnrolment>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Open a one-time enrolment link - who enrols and the authenticator secret to pair.
 */

export function useAdminEnrolment<
  TData = Awaited<ReturnType<typeof adminEnrolment>>,
  TError = ErrorResponse,
>(
  adminEnrolmentBody: AdminEnrolmentBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminEnrolment>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminEnrolmentQueryOptions(adminEnrolmentBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Finish enrolment - choose the password and confirm the authenticator with a code.
 */
export const adminEnrol = (
  adminEnrolBody: AdminEnrolBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`token`, adminEnrolBody.token);
  formUrlEncoded.append(`password`, adminEnrolBody.password);
  formUrlEncoded.append(`code`, adminEnrolBody.code);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/auth/enrol`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminEnrolMutationKey = () => ['adminEnrol'] as const;

export const getAdminEnrolMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminEnrol>>,
    TError,
    AdminEnrolMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminEnrol>>,
  TError,
  AdminEnrolMutationVariables,
  TContext
> => {
  const mutationKey = getAdminEnrolMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminEnrol>>,
    AdminEnrolMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminEnrol(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminEnrolMutationResult = NonNullable<Awaited<ReturnType<typeof adminEnrol>>>;
export type AdminEnrolMutationBody = AdminEnrolBody;
export type AdminEnrolMutationError = ErrorResponse;
export type AdminEnrolMutationVariables = { data: AdminEnrolBody };

/**
 * @summary Finish enrolment - choose the password and confirm the authenticator with a code.
 */
export const useAdminEnrol = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminEnrol>>,
      TError,
      AdminEnrolMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminEnrol>>,
  TError,
  AdminEnrolMutationVariables,
  TContext
> => {
  return useMutation(getAdminEnrolMutationOptions(options), queryClient);
};
/**
 * Throttled like the app's sign-in (429 after 5 failures of an account in 15 minutes).
 * @summary Sign in with e-mail, password and authenticator code; sets the session cookie.
 */
export const adminSignIn = (
  adminSignInBody: AdminSignInBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`email`, adminSignInBody.email);
  formUrlEncoded.append(`password`, adminSignInBody.password);
  formUrlEncoded.append(`code`, adminSignInBody.code);

  return consoleCall<OperatorOk>(
    {
      url: `/admin/auth/sign_in`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSignInMutationKey = () => ['adminSignIn'] as const;

export const getAdminSignInMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSignIn>>,
    TError,
    AdminSignInMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSignIn>>,
  TError,
  AdminSignInMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSignInMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSignIn>>,
    AdminSignInMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminSignIn(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSignInMutationResult = NonNullable<Awaited<ReturnType<typeof adminSignIn>>>;
export type AdminSignInMutationBody = AdminSignInBody;
export type AdminSignInMutationError = ErrorResponse;
export type AdminSignInMutationVariables = { data: AdminSignInBody };

/**
 * @summary Sign in with e-mail, password and authenticator code; sets the session cookie.
 */
export const useAdminSignIn = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSignIn>>,
      TError,
      AdminSignInMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSignIn>>,
  TError,
  AdminSignInMutationVariables,
  TContext
> => {
  return useMutation(getAdminSignInMutationOptions(options), queryClient);
};
/**
 * @summary The signed-in operator, with the session's CSRF token (after a reload).
 */
export const adminMe = (options?: SecondParameter<typeof consoleCall>, signal?: AbortSignal) => {
  return consoleCall<OperatorOk>({ url: `/admin/auth/me`, method: 'GET', signal }, options);
};

export const getAdminMeQueryKey = () => {
  return [`/admin/auth/me`] as const;
};

export const getAdminMeQueryOptions = <
  TData = Awaited<ReturnType<typeof adminMe>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMe>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminMeQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminMe>>> = ({ signal }) =>
    adminMe(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminMe>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminMeQueryResult = NonNullable<Awaited<ReturnType<typeof adminMe>>>;
export type AdminMeQueryError = ErrorResponse;

export function useAdminMe<TData = Awaited<ReturnType<typeof adminMe>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMe>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMe>>,
          TError,
          Awaited<ReturnType<typeof adminMe>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMe<TData = Awaited<ReturnType<typeof adminMe>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMe>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminMe>>,
          TError,
          Awaited<ReturnType<typeof adminMe>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminMe<TData = Awaited<ReturnType<typeof adminMe>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMe>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in operator, with the session's CSRF token (after a reload).
 */

export function useAdminMe<TData = Awaited<ReturnType<typeof adminMe>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminMe>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminMeQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary End this console session and clear its cookie.
 */
export const adminSignOut = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<EmptyOkResponse>(
    { url: `/admin/auth/sign_out`, method: 'POST', signal },
    options,
  );
};

export const getAdminSignOutMutationKey = () => ['adminSignOut'] as const;

export const getAdminSignOutMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof adminSignOut>>, TError, void, TContext>;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<Awaited<ReturnType<typeof adminSignOut>>, TError, void, TContext> => {
  const mutationKey = getAdminSignOutMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof adminSignOut>>, void> = () => {
    return adminSignOut(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSignOutMutationResult = NonNullable<Awaited<ReturnType<typeof adminSignOut>>>;

export type AdminSignOutMutationError = ErrorResponse;

/**
 * @summary End this console session and clear its cookie.
 */
export const useAdminSignOut = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof adminSignOut>>, TError, void, TContext>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof adminSignOut>>, TError, void, TContext> => {
  return useMutation(getAdminSignOutMutationOptions(options), queryClient);
};
