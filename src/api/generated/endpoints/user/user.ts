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
  CodeCheckOk,
  EmptyOkResponse,
  ErrorResponse,
  SessionOk,
  UserCheckEmailBody,
  UserCheckMobileBody,
  UserForgetBody,
  UserLoginBody,
  UserOk,
  UserRegisterBody,
} from '../../model';

import { apiCall } from '../../../http';

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
 * Needs the `register` code sent to the same target. `area_code` is required when `type` is
 * `mobile`. `re_password` must equal `password`. `extension_code` is an optional invite code.
 * @summary Register by phone (with area code) or e-mail, and sign in.
 */
export const userRegister = (userRegisterBody: UserRegisterBody, signal?: AbortSignal) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, userRegisterBody.type);
  formUrlEncoded.append(`user_string`, userRegisterBody.user_string);
  if (userRegisterBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, userRegisterBody.area_code);
  }
  formUrlEncoded.append(`code`, userRegisterBody.code);
  formUrlEncoded.append(`password`, userRegisterBody.password);
  formUrlEncoded.append(`re_password`, userRegisterBody.re_password);
  if (userRegisterBody.extension_code !== undefined) {
    formUrlEncoded.append(`extension_code`, userRegisterBody.extension_code);
  }

  return apiCall<SessionOk>({
    url: `/user/register`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: formUrlEncoded,
    signal,
  });
};

export const getUserRegisterMutationKey = () => ['userRegister'] as const;

export const getUserRegisterMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userRegister>>,
    TError,
    UserRegisterMutationVariables,
    TContext
  >;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userRegister>>,
  TError,
  UserRegisterMutationVariables,
  TContext
> => {
  const mutationKey = getUserRegisterMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userRegister>>,
    UserRegisterMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userRegister(data);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserRegisterMutationResult = NonNullable<Awaited<ReturnType<typeof userRegister>>>;
export type UserRegisterMutationBody = UserRegisterBody;
export type UserRegisterMutationError = ErrorResponse;
export type UserRegisterMutationVariables = { data: UserRegisterBody };

/**
 * @summary Register by phone (with area code) or e-mail, and sign in.
 */
export const useUserRegister = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userRegister>>,
      TError,
      UserRegisterMutationVariables,
      TContext
    >;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userRegister>>,
  TError,
  UserRegisterMutationVariables,
  TContext
> => {
  return useMutation(getUserRegisterMutationOptions(options), queryClient);
};
/**
 * Failed attempts are throttled per account and per address (429).
 * @summary Sign in with phone (and area code) or e-mail and password.
 */
export const userLogin = (userLoginBody: UserLoginBody, signal?: AbortSignal) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, userLoginBody.type);
  formUrlEncoded.append(`user_string`, userLoginBody.user_string);
  if (userLoginBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, userLoginBody.area_code);
  }
  formUrlEncoded.append(`password`, userLoginBody.password);

  return apiCall<SessionOk>({
    url: `/user/login`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: formUrlEncoded,
    signal,
  });
};

export const getUserLoginMutationKey = () => ['userLogin'] as const;

export const getUserLoginMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userLogin>>,
    TError,
    UserLoginMutationVariables,
    TContext
  >;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userLogin>>,
  TError,
  UserLoginMutationVariables,
  TContext
> => {
  const mutationKey = getUserLoginMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userLogin>>,
    UserLoginMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userLogin(data);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserLoginMutationResult = NonNullable<Awaited<ReturnType<typeof userLogin>>>;
export type UserLoginMutationBody = UserLoginBody;
export type UserLoginMutationError = ErrorResponse;
export type UserLoginMutationVariables = { data: UserLoginBody };

/**
 * @summary Sign in with phone (and area code) or e-mail and password.
 */
export const useUserLogin = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userLogin>>,
      TError,
      UserLoginMutationVariables,
      TContext
    >;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userLogin>>,
  TError,
  UserLoginMutationVariables,
  TContext
> => {
  return useMutation(getUserLoginMutationOptions(options), queryClient);
};
/**
 * @summary Revoke the session token.
 */
export const userLogout = (signal?: AbortSignal) => {
  return apiCall<EmptyOkResponse>({ url: `/user/logout`, method: 'POST', signal });
};

export const getUserLogoutMutationKey = () => ['userLogout'] as const;

export const getUserLogoutMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext> => {
  const mutationKey = getUserLogoutMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof userLogout>>, void> = () => {
    return userLogout();
  };

  return { mutationFn, ...mutationOptions };
};

export type UserLogoutMutationResult = NonNullable<Awaited<ReturnType<typeof userLogout>>>;

export type UserLogoutMutationError = ErrorResponse;

/**
 * @summary Revoke the session token.
 */
export const useUserLogout = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext> => {
  return useMutation(getUserLogoutMutationOptions(options), queryClient);
};
/**
 * @summary Set a new login password with a `forget` code; every session of the user is revoked.
 */
export const userForget = (userForgetBody: UserForgetBody, signal?: AbortSignal) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, userForgetBody.type);
  formUrlEncoded.append(`user_string`, userForgetBody.user_string);
  if (userForgetBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, userForgetBody.area_code);
  }
  formUrlEncoded.append(`code`, userForgetBody.code);
  formUrlEncoded.append(`password`, userForgetBody.password);
  formUrlEncoded.append(`re_password`, userForgetBody.re_password);

  return apiCall<EmptyOkResponse>({
    url: `/user/forget`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: formUrlEncoded,
    signal,
  });
};

export const getUserForgetMutationKey = () => ['userForget'] as const;

export const getUserForgetMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userForget>>,
    TError,
    UserForgetMutationVariables,
    TContext
  >;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userForget>>,
  TError,
  UserForgetMutationVariables,
  TContext
> => {
  const mutationKey = getUserForgetMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userForget>>,
    UserForgetMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userForget(data);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserForgetMutationResult = NonNullable<Awaited<ReturnType<typeof userForget>>>;
export type UserForgetMutationBody = UserForgetBody;
export type UserForgetMutationError = ErrorResponse;
export type UserForgetMutationVariables = { data: UserForgetBody };

/**
 * @summary Set a new login password with a `forget` code; every session of the user is revoked.
 */
export const useUserForget = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userForget>>,
      TError,
      UserForgetMutationVariables,
      TContext
    >;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userForget>>,
  TError,
  UserForgetMutationVariables,
  TContext
> => {
  return useMutation(getUserForgetMutationOptions(options), queryClient);
};
/**
 * @summary Check an SMS code without using it up (a wrong code counts against the check limit).
 */
export const userCheckMobile = (userCheckMobileBody: UserCheckMobileBody, signal?: AbortSignal) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, userCheckMobileBody.user_string);
  formUrlEncoded.append(`area_code`, userCheckMobileBody.area_code);
  formUrlEncoded.append(`code`, userCheckMobileBody.code);
  formUrlEncoded.append(`scene`, userCheckMobileBody.scene);

  return apiCall<CodeCheckOk>({
    url: `/user/check_mobile`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: formUrlEncoded,
    signal,
  });
};

export const getUserCheckMobileMutationKey = () => ['userCheckMobile'] as const;

export const getUserCheckMobileMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userCheckMobile>>,
    TError,
    UserCheckMobileMutationVariables,
    TContext
  >;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userCheckMobile>>,
  TError,
  UserCheckMobileMutationVariables,
  TContext
> => {
  const mutationKey = getUserCheckMobileMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userCheckMobile>>,
    UserCheckMobileMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userCheckMobile(data);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserCheckMobileMutationResult = NonNullable<
  Awaited<ReturnType<typeof userCheckMobile>>
>;
export type UserCheckMobileMutationBody = UserCheckMobileBody;
export type UserCheckMobileMutationError = ErrorResponse;
export type UserCheckMobileMutationVariables = { data: UserCheckMobileBody };

/**
 * @summary Check an SMS code without using it up (a wrong code counts against the check limit).
 */
export const useUserCheckMobile = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userCheckMobile>>,
      TError,
      UserCheckMobileMutationVariables,
      TContext
    >;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userCheckMobile>>,
  TError,
  UserCheckMobileMutationVariables,
  TContext
> => {
  return useMutation(getUserCheckMobileMutationOptions(options), queryClient);
};
/**
 * @summary Check an e-mail code without using it up (a wrong code counts against the check limit).
 */
export const userCheckEmail = (userCheckEmailBody: UserCheckEmailBody, signal?: AbortSignal) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, userCheckEmailBody.user_string);
  formUrlEncoded.append(`code`, userCheckEmailBody.code);
  formUrlEncoded.append(`scene`, userCheckEmailBody.scene);

  return apiCall<CodeCheckOk>({
    url: `/user/check_email`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: formUrlEncoded,
    signal,
  });
};

export const getUserCheckEmailMutationKey = () => ['userCheckEmail'] as const;

export const getUserCheckEmailMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userCheckEmail>>,
    TError,
    UserCheckEmailMutationVariables,
    TContext
  >;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userCheckEmail>>,
  TError,
  UserCheckEmailMutationVariables,
  TContext
> => {
  const mutationKey = getUserCheckEmailMutationKey();
  const { mutation: mutationOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey } };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userCheckEmail>>,
    UserCheckEmailMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userCheckEmail(data);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserCheckEmailMutationResult = NonNullable<Awaited<ReturnType<typeof userCheckEmail>>>;
export type UserCheckEmailMutationBody = UserCheckEmailBody;
export type UserCheckEmailMutationError = ErrorResponse;
export type UserCheckEmailMutationVariables = { data: UserCheckEmailBody };

/**
 * @summary Check an e-mail code without using it up (a wrong code counts against the check limit).
 */
export const useUserCheckEmail = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userCheckEmail>>,
      TError,
      UserCheckEmailMutationVariables,
      TContext
    >;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userCheckEmail>>,
  TError,
  UserCheckEmailMutationVariables,
  TContext
> => {
  return useMutation(getUserCheckEmailMutationOptions(options), queryClient);
};
/**
 * @summary The signed-in user.
 */
export const userCenter = (signal?: AbortSignal) => {
  return apiCall<UserOk>({ url: `/user/center`, method: 'GET', signal });
};

export const getUserCenterQueryKey = () => {
  return [`/user/center`] as const;
};

export const getUserCenterQueryOptions = <
  TData = Awaited<ReturnType<typeof userCenter>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserCenterQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userCenter>>> = ({ signal }) =>
    userCenter(signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userCenter>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserCenterQueryResult = NonNullable<Awaited<ReturnType<typeof userCenter>>>;
export type UserCenterQueryError = ErrorResponse;

export function useUserCenter<
  TData = Awaited<ReturnType<typeof userCenter>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCenter>>,
          TError,
          Awaited<ReturnType<typeof userCenter>>
        >,
        'initialData'
      >;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCenter<
  TData = Awaited<ReturnType<typeof userCenter>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCenter>>,
          TError,
          Awaited<ReturnType<typeof userCenter>>
        >,
        'initialData'
      >;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCenter<
  TData = Awaited<ReturnType<typeof userCenter>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter>>, TError, TData>>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user.
 */

export function useUserCenter<
  TData = Awaited<ReturnType<typeof userCenter>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCenter>>, TError, TData>>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserCenterQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
