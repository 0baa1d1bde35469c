import { useMutation } from '@tanstack/react-query';
import type {
  MutationFunction,
  QueryClient,
  UseMutationOptions,
  UseMutationResult,
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
  UserLoginPasskeyBody,
  UserLoginPasskeyOptionsBody,
  UserLoginVerifyBody,
  UserRegisterBody,
  WebAuthnOptionsOk,
} from '../../model';

import { apiCall } from '../../../http';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

/**
 * Needs the `register` code sent to the same target. `area_code` is required when `type` is
 * `mobile`. `re_password` must equal `password`. `extension_code` is an optional invite code.
 * @summary Register by phone (with area code) or e-mail, and sign in.
 */
export const userRegister = (
  userRegisterBody: UserRegisterBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
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

  return apiCall<SessionOk>(
    {
      url: `/user/register`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
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
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userRegister>>,
  TError,
  UserRegisterMutationVariables,
  TContext
> => {
  const mutationKey = getUserRegisterMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userRegister>>,
    UserRegisterMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userRegister(data, requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
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
 * Failed attempts are throttled per account and per address (429). An account whose sign-in an
 * operator has frozen is refused with the right password (403, code 2615).
 * @summary Sign in with phone (and area code) or e-mail and password.
 */
export const userLogin = (
  userLoginBody: UserLoginBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, userLoginBody.type);
  formUrlEncoded.append(`user_string`, userLoginBody.user_string);
  if (userLoginBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, userLoginBody.area_code);
  }
  formUrlEncoded.append(`password`, userLoginBody.password);

  return apiCall<SessionOk>(
    {
      url: `/user/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserLoginMutationKey = () => ['userLogin'] as const;

export const getUserLoginMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userLogin>>,
    TError,
    UserLoginMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userLogin>>,
  TError,
  UserLoginMutationVariables,
  TContext
> => {
  const mutationKey = getUserLoginMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userLogin>>,
    UserLoginMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userLogin(data, requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
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
 * `userLogin` answers a user with a second factor 401 with code 1330 and, in `data`, the
 * `ticket`, when it `expires_at` and the `factors` the user has. The ticket works once, for five
 * minutes and until five wrong codes; after that it is 401 with code 1331 (sign in again). A wrong
 * code is 422 (code 1332) and says how many tries are left; wrong codes count toward the sign-in
 * throttle (429, code 1003). Instead of a code, `passkey` may carry a passkey's answer to the
 * options of `userLoginPasskeyOptions` with this ticket (a wrong one counts as a wrong code).
 * @summary Sign-in's second step; trades the ticket of `userLogin` and a code for the session.
 */
export const userLoginVerify = (
  userLoginVerifyBody: UserLoginVerifyBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`ticket`, userLoginVerifyBody.ticket);
  if (userLoginVerifyBody.code !== undefined) {
    formUrlEncoded.append(`code`, userLoginVerifyBody.code);
  }
  if (userLoginVerifyBody.recovery_code !== undefined) {
    formUrlEncoded.append(`recovery_code`, userLoginVerifyBody.recovery_code);
  }
  if (userLoginVerifyBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, userLoginVerifyBody.passkey);
  }

  return apiCall<SessionOk>(
    {
      url: `/user/login/verify`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserLoginVerifyMutationKey = () => ['userLoginVerify'] as const;

export const getUserLoginVerifyMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userLoginVerify>>,
    TError,
    UserLoginVerifyMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userLoginVerify>>,
  TError,
  UserLoginVerifyMutationVariables,
  TContext
> => {
  const mutationKey = getUserLoginVerifyMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userLoginVerify>>,
    UserLoginVerifyMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userLoginVerify(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserLoginVerifyMutationResult = NonNullable<
  Awaited<ReturnType<typeof userLoginVerify>>
>;
export type UserLoginVerifyMutationBody = UserLoginVerifyBody;
export type UserLoginVerifyMutationError = ErrorResponse;
export type UserLoginVerifyMutationVariables = { data: UserLoginVerifyBody };

/**
 * @summary Sign-in's second step; trades the ticket of `userLogin` and a code for the session.
 */
export const useUserLoginVerify = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userLoginVerify>>,
      TError,
      UserLoginVerifyMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userLoginVerify>>,
  TError,
  UserLoginVerifyMutationVariables,
  TContext
> => {
  return useMutation(getUserLoginVerifyMutationOptions(options), queryClient);
};
/**
 * @summary Revoke the session token.
 */
export const userLogout = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<EmptyOkResponse>({ url: `/user/logout`, method: 'POST', signal }, options);
};

export const getUserLogoutMutationKey = () => ['userLogout'] as const;

export const getUserLogoutMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext>;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext> => {
  const mutationKey = getUserLogoutMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof userLogout>>, void> = () => {
    return userLogout(requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof userLogout>>, TError, void, TContext> => {
  return useMutation(getUserLogoutMutationOptions(options), queryClient);
};
/**
 * @summary Set a new login password with a `forget` code; every session of the user is revoked.
 */
export const userForget = (
  userForgetBody: UserForgetBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`type`, userForgetBody.type);
  formUrlEncoded.append(`user_string`, userForgetBody.user_string);
  if (userForgetBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, userForgetBody.area_code);
  }
  formUrlEncoded.append(`code`, userForgetBody.code);
  formUrlEncoded.append(`password`, userForgetBody.password);
  formUrlEncoded.append(`re_password`, userForgetBody.re_password);

  return apiCall<EmptyOkResponse>(
    {
      url: `/user/forget`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserForgetMutationKey = () => ['userForget'] as const;

export const getUserForgetMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userForget>>,
    TError,
    UserForgetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userForget>>,
  TError,
  UserForgetMutationVariables,
  TContext
> => {
  const mutationKey = getUserForgetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userForget>>,
    UserForgetMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userForget(data, requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
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
export const userCheckMobile = (
  userCheckMobileBody: UserCheckMobileBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, userCheckMobileBody.user_string);
  formUrlEncoded.append(`area_code`, userCheckMobileBody.area_code);
  formUrlEncoded.append(`code`, userCheckMobileBody.code);
  formUrlEncoded.append(`scene`, userCheckMobileBody.scene);

  return apiCall<CodeCheckOk>(
    {
      url: `/user/check_mobile`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
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
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userCheckMobile>>,
  TError,
  UserCheckMobileMutationVariables,
  TContext
> => {
  const mutationKey = getUserCheckMobileMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userCheckMobile>>,
    UserCheckMobileMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userCheckMobile(data, requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
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
export const userCheckEmail = (
  userCheckEmailBody: UserCheckEmailBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, userCheckEmailBody.user_string);
  formUrlEncoded.append(`code`, userCheckEmailBody.code);
  formUrlEncoded.append(`scene`, userCheckEmailBody.scene);

  return apiCall<CodeCheckOk>(
    {
      url: `/user/check_email`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
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
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userCheckEmail>>,
  TError,
  UserCheckEmailMutationVariables,
  TContext
> => {
  const mutationKey = getUserCheckEmailMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userCheckEmail>>,
    UserCheckEmailMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userCheckEmail(data, requestOptions);
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
    request?: SecondParameter<typeof apiCall>;
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
 * Without a ticket, any discoverable passkey of this site may answer (the browser's passkey
 * autofill uses these); with the ticket of `userLogin` (code 1330), only the ticket user's. A
 * dead ticket is 401 (code 1331).
 * @summary Options to sign in with a passkey, on its own or (with a ticket) as the second step.
 */
export const userLoginPasskeyOptions = (
  userLoginPasskeyOptionsBody?: UserLoginPasskeyOptionsBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (userLoginPasskeyOptionsBody?.ticket !== undefined) {
    formUrlEncoded.append(`ticket`, userLoginPasskeyOptionsBody.ticket);
  }

  return apiCall<WebAuthnOptionsOk>(
    {
      url: `/user/login/passkey/options`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserLoginPasskeyOptionsMutationKey = () => ['userLoginPasskeyOptions'] as const;

export const getUserLoginPasskeyOptionsMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userLoginPasskeyOptions>>,
    TError,
    UserLoginPasskeyOptionsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userLoginPasskeyOptions>>,
  TError,
  UserLoginPasskeyOptionsMutationVariables,
  TContext
> => {
  const mutationKey = getUserLoginPasskeyOptionsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userLoginPasskeyOptions>>,
    UserLoginPasskeyOptionsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userLoginPasskeyOptions(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserLoginPasskeyOptionsMutationResult = NonNullable<
  Awaited<ReturnType<typeof userLoginPasskeyOptions>>
>;
export type UserLoginPasskeyOptionsMutationBody = UserLoginPasskeyOptionsBody | undefined;
export type UserLoginPasskeyOptionsMutationError = ErrorResponse;
export type UserLoginPasskeyOptionsMutationVariables = { data?: UserLoginPasskeyOptionsBody };

/**
 * @summary Options to sign in with a passkey, on its own or (with a ticket) as the second step.
 */
export const useUserLoginPasskeyOptions = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userLoginPasskeyOptions>>,
      TError,
      UserLoginPasskeyOptionsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userLoginPasskeyOptions>>,
  TError,
  UserLoginPasskeyOptionsMutationVariables,
  TContext
> => {
  return useMutation(getUserLoginPasskeyOptionsMutationOptions(options), queryClient);
};
/**
 * A passkey with user verification is possession and the device's PIN or biometrics, two
 * factors in one: no password and no code follow. An answer that does not verify is 422 (code
 * 1336); a frozen account 403.
 * @summary Sign in with a passkey alone (options of `userLoginPasskeyOptions` without a ticket).
 */
export const userLoginPasskey = (
  userLoginPasskeyBody: UserLoginPasskeyBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`passkey`, userLoginPasskeyBody.passkey);

  return apiCall<SessionOk>(
    {
      url: `/user/login/passkey`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserLoginPasskeyMutationKey = () => ['userLoginPasskey'] as const;

export const getUserLoginPasskeyMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userLoginPasskey>>,
    TError,
    UserLoginPasskeyMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userLoginPasskey>>,
  TError,
  UserLoginPasskeyMutationVariables,
  TContext
> => {
  const mutationKey = getUserLoginPasskeyMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userLoginPasskey>>,
    UserLoginPasskeyMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userLoginPasskey(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserLoginPasskeyMutationResult = NonNullable<
  Awaited<ReturnType<typeof userLoginPasskey>>
>;
export type UserLoginPasskeyMutationBody = UserLoginPasskeyBody;
export type UserLoginPasskeyMutationError = ErrorResponse;
export type UserLoginPasskeyMutationVariables = { data: UserLoginPasskeyBody };

/**
 * @summary Sign in with a passkey alone (options of `userLoginPasskeyOptions` without a ticket).
 */
export const useUserLoginPasskey = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userLoginPasskey>>,
      TError,
      UserLoginPasskeyMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userLoginPasskey>>,
  TError,
  UserLoginPasskeyMutationVariables,
  TContext
> => {
  return useMutation(getUserLoginPasskeyMutationOptions(options), queryClient);
};
