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
  AddressCoinsOk,
  AntiPhishingOk,
  AuthenticatorOk,
  AuthenticatorSetupOk,
  DeviceListOk,
  EmptyOkResponse,
  ErrorResponse,
  HasPasswordOk,
  PasskeyListOk,
  PasskeyOk,
  RecoveryCodesOk,
  SafeUpdatePasswordBody,
  SecurityActivityParams,
  SecurityAntiPhishingSetBody,
  SecurityAuthenticatorDisableBody,
  SecurityAuthenticatorEnableBody,
  SecurityPasskeyAddBody,
  SecurityPasskeyRemoveBody,
  SecurityPasskeyRenameBody,
  SecurityRecoveryCodesRenewBody,
  SecuritySessionEndBody,
  SessionsEndedOk,
  UserEPwdBody,
  WalletAddaddressBody,
  WalletDeladdressBody,
  WalletGetAddressBody,
  WebAuthnOptionsOk,
  WithdrawAddressOk,
  WithdrawAddressPageOk,
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
 * @summary Whether the signed-in user has set a fund password.
 */
export const userHasPassword = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<HasPasswordOk>({ url: `/user/has_password`, method: 'POST', signal }, options);
};

export const getUserHasPasswordQueryKey = () => {
  return ['POST', `/user/has_password`] as const;
};

export const getUserHasPasswordQueryOptions = <
  TData = Awaited<ReturnType<typeof userHasPassword>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userHasPassword>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserHasPasswordQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userHasPassword>>> = ({ signal }) =>
    userHasPassword(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userHasPassword>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserHasPasswordQueryResult = NonNullable<Awaited<ReturnType<typeof userHasPassword>>>;
export type UserHasPasswordQueryError = ErrorResponse;

export function useUserHasPassword<
  TData = Awaited<ReturnType<typeof userHasPassword>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userHasPassword>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userHasPassword>>,
          TError,
          Awaited<ReturnType<typeof userHasPassword>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserHasPassword<
  TData = Awaited<ReturnType<typeof userHasPassword>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userHasPassword>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userHasPassword>>,
          TError,
          Awaited<ReturnType<typeof userHasPassword>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserHasPassword<
  TData = Awaited<ReturnType<typeof userHasPassword>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userHasPassword>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Whether the signed-in user has set a fund password.
 */

export function useUserHasPassword<
  TData = Awaited<ReturnType<typeof userHasPassword>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userHasPassword>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserHasPasswordQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Setting it the first time needs a `fund_password` code sent to the user's own phone or e-mail.
 * Changing it needs the current fund password (`old_password`) or such a code. Wrong current
 * fund passwords are throttled (429 after 5 in 15 minutes).
 * @summary Set or change the fund password (exactly 6 digits).
 */
export const userEPwd = (
  userEPwdBody: UserEPwdBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`password`, userEPwdBody.password);
  formUrlEncoded.append(`re_password`, userEPwdBody.re_password);
  if (userEPwdBody.old_password !== undefined) {
    formUrlEncoded.append(`old_password`, userEPwdBody.old_password);
  }
  if (userEPwdBody.code !== undefined) {
    formUrlEncoded.append(`code`, userEPwdBody.code);
  }
  if (userEPwdBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, userEPwdBody.totp_code);
  }
  if (userEPwdBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, userEPwdBody.passkey);
  }

  return apiCall<EmptyOkResponse>(
    {
      url: `/user/e_pwd`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserEPwdMutationKey = () => ['userEPwd'] as const;

export const getUserEPwdMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userEPwd>>,
    TError,
    UserEPwdMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userEPwd>>,
  TError,
  UserEPwdMutationVariables,
  TContext
> => {
  const mutationKey = getUserEPwdMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userEPwd>>,
    UserEPwdMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userEPwd(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserEPwdMutationResult = NonNullable<Awaited<ReturnType<typeof userEPwd>>>;
export type UserEPwdMutationBody = UserEPwdBody;
export type UserEPwdMutationError = ErrorResponse;
export type UserEPwdMutationVariables = { data: UserEPwdBody };

/**
 * @summary Set or change the fund password (exactly 6 digits).
 */
export const useUserEPwd = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userEPwd>>,
      TError,
      UserEPwdMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userEPwd>>,
  TError,
  UserEPwdMutationVariables,
  TContext
> => {
  return useMutation(getUserEPwdMutationOptions(options), queryClient);
};
/**
 * @summary Change the login password; the user's other sessions are revoked, this one is kept.
 */
export const safeUpdatePassword = (
  safeUpdatePasswordBody: SafeUpdatePasswordBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`old_password`, safeUpdatePasswordBody.old_password);
  formUrlEncoded.append(`password`, safeUpdatePasswordBody.password);
  formUrlEncoded.append(`re_password`, safeUpdatePasswordBody.re_password);
  if (safeUpdatePasswordBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, safeUpdatePasswordBody.totp_code);
  }
  if (safeUpdatePasswordBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, safeUpdatePasswordBody.passkey);
  }

  return apiCall<EmptyOkResponse>(
    {
      url: `/safe/update_password`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSafeUpdatePasswordMutationKey = () => ['safeUpdatePassword'] as const;

export const getSafeUpdatePasswordMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof safeUpdatePassword>>,
    TError,
    SafeUpdatePasswordMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof safeUpdatePassword>>,
  TError,
  SafeUpdatePasswordMutationVariables,
  TContext
> => {
  const mutationKey = getSafeUpdatePasswordMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof safeUpdatePassword>>,
    SafeUpdatePasswordMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return safeUpdatePassword(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SafeUpdatePasswordMutationResult = NonNullable<
  Awaited<ReturnType<typeof safeUpdatePassword>>
>;
export type SafeUpdatePasswordMutationBody = SafeUpdatePasswordBody;
export type SafeUpdatePasswordMutationError = ErrorResponse;
export type SafeUpdatePasswordMutationVariables = { data: SafeUpdatePasswordBody };

/**
 * @summary Change the login password; the user's other sessions are revoked, this one is kept.
 */
export const useSafeUpdatePassword = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof safeUpdatePassword>>,
      TError,
      SafeUpdatePasswordMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof safeUpdatePassword>>,
  TError,
  SafeUpdatePasswordMutationVariables,
  TContext
> => {
  return useMutation(getSafeUpdatePasswordMutationOptions(options), queryClient);
};
/**
 * @summary The user's withdraw addresses, newest first, optionally for one coin.
 */
export const walletGetAddress = (
  walletGetAddressBody?: WalletGetAddressBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (walletGetAddressBody?.currency_id !== undefined) {
    formUrlEncoded.append(`currency_id`, walletGetAddressBody.currency_id.toString());
  }
  if (walletGetAddressBody?.page !== undefined) {
    formUrlEncoded.append(`page`, walletGetAddressBody.page.toString());
  }
  if (walletGetAddressBody?.limit !== undefined) {
    formUrlEncoded.append(`limit`, walletGetAddressBody.limit.toString());
  }

  return apiCall<WithdrawAddressPageOk>(
    {
      url: `/wallet/get_address`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletGetAddressQueryKey = (walletGetAddressBody?: WalletGetAddressBody) => {
  return ['POST', `/wallet/get_address`, walletGetAddressBody] as const;
};

export const getWalletGetAddressQueryOptions = <
  TData = Awaited<ReturnType<typeof walletGetAddress>>,
  TError = ErrorResponse,
>(
  walletGetAddressBody?: WalletGetAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletGetAddressQueryKey(walletGetAddressBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletGetAddress>>> = ({ signal }) =>
    walletGetAddress(walletGetAddressBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletGetAddress>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletGetAddressQueryResult = NonNullable<Awaited<ReturnType<typeof walletGetAddress>>>;
export type WalletGetAddressQueryError = ErrorResponse;

export function useWalletGetAddress<
  TData = Awaited<ReturnType<typeof walletGetAddress>>,
  TError = ErrorResponse,
>(
  walletGetAddressBody: undefined | WalletGetAddressBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetAddress>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetAddress>>,
          TError,
          Awaited<ReturnType<typeof walletGetAddress>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetAddress<
  TData = Awaited<ReturnType<typeof walletGetAddress>>,
  TError = ErrorResponse,
>(
  walletGetAddressBody?: WalletGetAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetAddress>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetAddress>>,
          TError,
          Awaited<ReturnType<typeof walletGetAddress>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetAddress<
  TData = Awaited<ReturnType<typeof walletGetAddress>>,
  TError = ErrorResponse,
>(
  walletGetAddressBody?: WalletGetAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's withdraw addresses, newest first, optionally for one coin.
 */

export function useWalletGetAddress<
  TData = Awaited<ReturnType<typeof walletGetAddress>>,
  TError = ErrorResponse,
>(
  walletGetAddressBody?: WalletGetAddressBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetAddress>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletGetAddressQueryOptions(walletGetAddressBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The coins a withdraw address can be added for, with their networks.
 */
export const walletAddressCoins = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AddressCoinsOk>({ url: `/wallet/address_coins`, method: 'POST', signal }, options);
};

export const getWalletAddressCoinsQueryKey = () => {
  return ['POST', `/wallet/address_coins`] as const;
};

export const getWalletAddressCoinsQueryOptions = <
  TData = Awaited<ReturnType<typeof walletAddressCoins>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletAddressCoins>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletAddressCoinsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletAddressCoins>>> = ({ signal }) =>
    walletAddressCoins(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletAddressCoins>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletAddressCoinsQueryResult = NonNullable<
  Awaited<ReturnType<typeof walletAddressCoins>>
>;
export type WalletAddressCoinsQueryError = ErrorResponse;

export function useWalletAddressCoins<
  TData = Awaited<ReturnType<typeof walletAddressCoins>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletAddressCoins>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletAddressCoins>>,
          TError,
          Awaited<ReturnType<typeof walletAddressCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletAddressCoins<
  TData = Awaited<ReturnType<typeof walletAddressCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof walletAddressCoins>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletAddressCoins>>,
          TError,
          Awaited<ReturnType<typeof walletAddressCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletAddressCoins<
  TData = Awaited<ReturnType<typeof walletAddressCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletAddressCoins>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The coins a withdraw address can be added for, with their networks.
 */

export function useWalletAddressCoins<
  TData = Awaited<ReturnType<typeof walletAddressCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletAddressCoins>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletAddressCoinsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Needs a fund password already set (422 otherwise), the right fund password and a
 * `withdraw_address` code sent to the user's own phone or e-mail. The address must fit the
 * network: TRC20 base58 starting with T (34 characters); ERC20 and BSC 0x and 40 hex digits.
 * @summary Add a withdraw address.
 */
export const walletAddaddress = (
  walletAddaddressBody: WalletAddaddressBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, walletAddaddressBody.currency_id.toString());
  formUrlEncoded.append(`network`, walletAddaddressBody.network);
  formUrlEncoded.append(`address`, walletAddaddressBody.address);
  formUrlEncoded.append(`code`, walletAddaddressBody.code);
  formUrlEncoded.append(`fund_password`, walletAddaddressBody.fund_password);
  if (walletAddaddressBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, walletAddaddressBody.totp_code);
  }
  if (walletAddaddressBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, walletAddaddressBody.passkey);
  }

  return apiCall<WithdrawAddressOk>(
    {
      url: `/wallet/addaddress`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletAddaddressMutationKey = () => ['walletAddaddress'] as const;

export const getWalletAddaddressMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletAddaddress>>,
    TError,
    WalletAddaddressMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletAddaddress>>,
  TError,
  WalletAddaddressMutationVariables,
  TContext
> => {
  const mutationKey = getWalletAddaddressMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletAddaddress>>,
    WalletAddaddressMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletAddaddress(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletAddaddressMutationResult = NonNullable<
  Awaited<ReturnType<typeof walletAddaddress>>
>;
export type WalletAddaddressMutationBody = WalletAddaddressBody;
export type WalletAddaddressMutationError = ErrorResponse;
export type WalletAddaddressMutationVariables = { data: WalletAddaddressBody };

/**
 * @summary Add a withdraw address.
 */
export const useWalletAddaddress = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletAddaddress>>,
      TError,
      WalletAddaddressMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletAddaddress>>,
  TError,
  WalletAddaddressMutationVariables,
  TContext
> => {
  return useMutation(getWalletAddaddressMutationOptions(options), queryClient);
};
/**
 * @summary Delete one of the user's withdraw addresses.
 */
export const walletDeladdress = (
  walletDeladdressBody: WalletDeladdressBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, walletDeladdressBody.id.toString());

  return apiCall<EmptyOkResponse>(
    {
      url: `/wallet/deladdress`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletDeladdressMutationKey = () => ['walletDeladdress'] as const;

export const getWalletDeladdressMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletDeladdress>>,
    TError,
    WalletDeladdressMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletDeladdress>>,
  TError,
  WalletDeladdressMutationVariables,
  TContext
> => {
  const mutationKey = getWalletDeladdressMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletDeladdress>>,
    WalletDeladdressMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletDeladdress(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletDeladdressMutationResult = NonNullable<
  Awaited<ReturnType<typeof walletDeladdress>>
>;
export type WalletDeladdressMutationBody = WalletDeladdressBody;
export type WalletDeladdressMutationError = ErrorResponse;
export type WalletDeladdressMutationVariables = { data: WalletDeladdressBody };

/**
 * @summary Delete one of the user's withdraw addresses.
 */
export const useWalletDeladdress = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletDeladdress>>,
      TError,
      WalletDeladdressMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletDeladdress>>,
  TError,
  WalletDeladdressMutationVariables,
  TContext
> => {
  return useMutation(getWalletDeladdressMutationOptions(options), queryClient);
};
/**
 * @summary The user's anti-phishing code, shown at the top of every security e-mail (null if unset).
 */
export const securityAntiPhishing = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AntiPhishingOk>(
    { url: `/security/anti_phishing`, method: 'GET', signal },
    options,
  );
};

export const getSecurityAntiPhishingQueryKey = () => {
  return [`/security/anti_phishing`] as const;
};

export const getSecurityAntiPhishingQueryOptions = <
  TData = Awaited<ReturnType<typeof securityAntiPhishing>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityAntiPhishing>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getSecurityAntiPhishingQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof securityAntiPhishing>>> = ({ signal }) =>
    securityAntiPhishing(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof securityAntiPhishing>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type SecurityAntiPhishingQueryResult = NonNullable<
  Awaited<ReturnType<typeof securityAntiPhishing>>
>;
export type SecurityAntiPhishingQueryError = ErrorResponse;

export function useSecurityAntiPhishing<
  TData = Awaited<ReturnType<typeof securityAntiPhishing>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAntiPhishing>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityAntiPhishing>>,
          TError,
          Awaited<ReturnType<typeof securityAntiPhishing>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityAntiPhishing<
  TData = Awaited<ReturnType<typeof securityAntiPhishing>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAntiPhishing>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityAntiPhishing>>,
          TError,
          Awaited<ReturnType<typeof securityAntiPhishing>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityAntiPhishing<
  TData = Awaited<ReturnType<typeof securityAntiPhishing>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAntiPhishing>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's anti-phishing code, shown at the top of every security e-mail (null if unset).
 */

export function useSecurityAntiPhishing<
  TData = Awaited<ReturnType<typeof securityAntiPhishing>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAntiPhishing>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getSecurityAntiPhishingQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The code is 4 to 20 letters or digits (400 with the field's message otherwise). A wrong login
 * password is 422 (code 1321) and counts toward the sign-in throttle (429, code 1003). The user
 * gets a security e-mail that already shows the new code.
 * @summary Set or change the anti-phishing code; needs the login password.
 */
export const securityAntiPhishingSet = (
  securityAntiPhishingSetBody: SecurityAntiPhishingSetBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`code`, securityAntiPhishingSetBody.code);
  formUrlEncoded.append(`password`, securityAntiPhishingSetBody.password);

  return apiCall<EmptyOkResponse>(
    {
      url: `/security/anti_phishing`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityAntiPhishingSetMutationKey = () => ['securityAntiPhishingSet'] as const;

export const getSecurityAntiPhishingSetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityAntiPhishingSet>>,
    TError,
    SecurityAntiPhishingSetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityAntiPhishingSet>>,
  TError,
  SecurityAntiPhishingSetMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityAntiPhishingSetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityAntiPhishingSet>>,
    SecurityAntiPhishingSetMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityAntiPhishingSet(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityAntiPhishingSetMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityAntiPhishingSet>>
>;
export type SecurityAntiPhishingSetMutationBody = SecurityAntiPhishingSetBody;
export type SecurityAntiPhishingSetMutationError = ErrorResponse;
export type SecurityAntiPhishingSetMutationVariables = { data: SecurityAntiPhishingSetBody };

/**
 * @summary Set or change the anti-phishing code; needs the login password.
 */
export const useSecurityAntiPhishingSet = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityAntiPhishingSet>>,
      TError,
      SecurityAntiPhishingSetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityAntiPhishingSet>>,
  TError,
  SecurityAntiPhishingSetMutationVariables,
  TContext
> => {
  return useMutation(getSecurityAntiPhishingSetMutationOptions(options), queryClient);
};
/**
 * @summary Whether the authenticator app is on, since when, and how many recovery codes are left.
 */
export const securityAuthenticator = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AuthenticatorOk>(
    { url: `/security/authenticator`, method: 'GET', signal },
    options,
  );
};

export const getSecurityAuthenticatorQueryKey = () => {
  return [`/security/authenticator`] as const;
};

export const getSecurityAuthenticatorQueryOptions = <
  TData = Awaited<ReturnType<typeof securityAuthenticator>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof securityAuthenticator>>, TError, TData>
  >;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getSecurityAuthenticatorQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof securityAuthenticator>>> = ({ signal }) =>
    securityAuthenticator(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof securityAuthenticator>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type SecurityAuthenticatorQueryResult = NonNullable<
  Awaited<ReturnType<typeof securityAuthenticator>>
>;
export type SecurityAuthenticatorQueryError = ErrorResponse;

export function useSecurityAuthenticator<
  TData = Awaited<ReturnType<typeof securityAuthenticator>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAuthenticator>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityAuthenticator>>,
          TError,
          Awaited<ReturnType<typeof securityAuthenticator>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityAuthenticator<
  TData = Awaited<ReturnType<typeof securityAuthenticator>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAuthenticator>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityAuthenticator>>,
          TError,
          Awaited<ReturnType<typeof securityAuthenticator>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityAuthenticator<
  TData = Awaited<ReturnType<typeof securityAuthenticator>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAuthenticator>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Whether the authenticator app is on, since when, and how many recovery codes are left.
 */

export function useSecurityAuthenticator<
  TData = Awaited<ReturnType<typeof securityAuthenticator>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof securityAuthenticator>>, TError, TData>
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getSecurityAuthenticatorQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Already on is 409 (code 1333).
 * @summary A secret for the authenticator app to scan (the same one until it is confirmed).
 */
export const securityAuthenticatorSetup = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AuthenticatorSetupOk>(
    { url: `/security/authenticator/setup`, method: 'POST', signal },
    options,
  );
};

export const getSecurityAuthenticatorSetupMutationKey = () =>
  ['securityAuthenticatorSetup'] as const;

export const getSecurityAuthenticatorSetupMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityAuthenticatorSetup>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityAuthenticatorSetup>>,
  TError,
  void,
  TContext
> => {
  const mutationKey = getSecurityAuthenticatorSetupMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityAuthenticatorSetup>>,
    void
  > = () => {
    return securityAuthenticatorSetup(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityAuthenticatorSetupMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityAuthenticatorSetup>>
>;

export type SecurityAuthenticatorSetupMutationError = ErrorResponse;

/**
 * @summary A secret for the authenticator app to scan (the same one until it is confirmed).
 */
export const useSecurityAuthenticatorSetup = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityAuthenticatorSetup>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityAuthenticatorSetup>>,
  TError,
  void,
  TContext
> => {
  return useMutation(getSecurityAuthenticatorSetupMutationOptions(options), queryClient);
};
/**
 * Answers the ten recovery codes, the only time they can be read. A wrong login password is 422
 * (code 1321), a wrong code 422 (code 1332); both count toward the sign-in throttle (429, code
 * 1003). Without a setup first, or already on, 409. The user gets a security e-mail.
 * @summary Turn the authenticator on with its first code and the login password.
 */
export const securityAuthenticatorEnable = (
  securityAuthenticatorEnableBody: SecurityAuthenticatorEnableBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`code`, securityAuthenticatorEnableBody.code);
  formUrlEncoded.append(`password`, securityAuthenticatorEnableBody.password);

  return apiCall<RecoveryCodesOk>(
    {
      url: `/security/authenticator/enable`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityAuthenticatorEnableMutationKey = () =>
  ['securityAuthenticatorEnable'] as const;

export const getSecurityAuthenticatorEnableMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityAuthenticatorEnable>>,
    TError,
    SecurityAuthenticatorEnableMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityAuthenticatorEnable>>,
  TError,
  SecurityAuthenticatorEnableMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityAuthenticatorEnableMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityAuthenticatorEnable>>,
    SecurityAuthenticatorEnableMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityAuthenticatorEnable(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityAuthenticatorEnableMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityAuthenticatorEnable>>
>;
export type SecurityAuthenticatorEnableMutationBody = SecurityAuthenticatorEnableBody;
export type SecurityAuthenticatorEnableMutationError = ErrorResponse;
export type SecurityAuthenticatorEnableMutationVariables = {
  data: SecurityAuthenticatorEnableBody;
};

/**
 * @summary Turn the authenticator on with its first code and the login password.
 */
export const useSecurityAuthenticatorEnable = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityAuthenticatorEnable>>,
      TError,
      SecurityAuthenticatorEnableMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityAuthenticatorEnable>>,
  TError,
  SecurityAuthenticatorEnableMutationVariables,
  TContext
> => {
  return useMutation(getSecurityAuthenticatorEnableMutationOptions(options), queryClient);
};
/**
 * @summary Ten new recovery codes; the old ones stop working. Needs a current code and the password.
 */
export const securityRecoveryCodesRenew = (
  securityRecoveryCodesRenewBody: SecurityRecoveryCodesRenewBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`code`, securityRecoveryCodesRenewBody.code);
  formUrlEncoded.append(`password`, securityRecoveryCodesRenewBody.password);

  return apiCall<RecoveryCodesOk>(
    {
      url: `/security/authenticator/recovery_codes`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityRecoveryCodesRenewMutationKey = () =>
  ['securityRecoveryCodesRenew'] as const;

export const getSecurityRecoveryCodesRenewMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityRecoveryCodesRenew>>,
    TError,
    SecurityRecoveryCodesRenewMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityRecoveryCodesRenew>>,
  TError,
  SecurityRecoveryCodesRenewMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityRecoveryCodesRenewMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityRecoveryCodesRenew>>,
    SecurityRecoveryCodesRenewMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityRecoveryCodesRenew(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityRecoveryCodesRenewMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityRecoveryCodesRenew>>
>;
export type SecurityRecoveryCodesRenewMutationBody = SecurityRecoveryCodesRenewBody;
export type SecurityRecoveryCodesRenewMutationError = ErrorResponse;
export type SecurityRecoveryCodesRenewMutationVariables = { data: SecurityRecoveryCodesRenewBody };

/**
 * @summary Ten new recovery codes; the old ones stop working. Needs a current code and the password.
 */
export const useSecurityRecoveryCodesRenew = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityRecoveryCodesRenew>>,
      TError,
      SecurityRecoveryCodesRenewMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityRecoveryCodesRenew>>,
  TError,
  SecurityRecoveryCodesRenewMutationVariables,
  TContext
> => {
  return useMutation(getSecurityRecoveryCodesRenewMutationOptions(options), queryClient);
};
/**
 * The recovery codes go with it, withdrawals are held for `security.withdraw_hold_hours` and the
 * user gets a security e-mail. Not on is 409 (code 1334).
 * @summary Turn the authenticator off with a current code (or a recovery code) and the login password.
 */
export const securityAuthenticatorDisable = (
  securityAuthenticatorDisableBody: SecurityAuthenticatorDisableBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (securityAuthenticatorDisableBody.code !== undefined) {
    formUrlEncoded.append(`code`, securityAuthenticatorDisableBody.code);
  }
  if (securityAuthenticatorDisableBody.recovery_code !== undefined) {
    formUrlEncoded.append(`recovery_code`, securityAuthenticatorDisableBody.recovery_code);
  }
  formUrlEncoded.append(`password`, securityAuthenticatorDisableBody.password);

  return apiCall<EmptyOkResponse>(
    {
      url: `/security/authenticator/disable`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityAuthenticatorDisableMutationKey = () =>
  ['securityAuthenticatorDisable'] as const;

export const getSecurityAuthenticatorDisableMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityAuthenticatorDisable>>,
    TError,
    SecurityAuthenticatorDisableMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityAuthenticatorDisable>>,
  TError,
  SecurityAuthenticatorDisableMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityAuthenticatorDisableMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityAuthenticatorDisable>>,
    SecurityAuthenticatorDisableMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityAuthenticatorDisable(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityAuthenticatorDisableMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityAuthenticatorDisable>>
>;
export type SecurityAuthenticatorDisableMutationBody = SecurityAuthenticatorDisableBody;
export type SecurityAuthenticatorDisableMutationError = ErrorResponse;
export type SecurityAuthenticatorDisableMutationVariables = {
  data: SecurityAuthenticatorDisableBody;
};

/**
 * @summary Turn the authenticator off with a current code (or a recovery code) and the login password.
 */
export const useSecurityAuthenticatorDisable = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityAuthenticatorDisable>>,
      TError,
      SecurityAuthenticatorDisableMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityAuthenticatorDisable>>,
  TError,
  SecurityAuthenticatorDisableMutationVariables,
  TContext
> => {
  return useMutation(getSecurityAuthenticatorDisableMutationOptions(options), queryClient);
};
/**
 * @summary The signed-in user's passkeys, with when each was added and last used.
 */
export const securityPasskeys = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<PasskeyListOk>({ url: `/security/passkeys`, method: 'GET', signal }, options);
};

export const getSecurityPasskeysQueryKey = () => {
  return [`/security/passkeys`] as const;
};

export const getSecurityPasskeysQueryOptions = <
  TData = Awaited<ReturnType<typeof securityPasskeys>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityPasskeys>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getSecurityPasskeysQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof securityPasskeys>>> = ({ signal }) =>
    securityPasskeys(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof securityPasskeys>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type SecurityPasskeysQueryResult = NonNullable<Awaited<ReturnType<typeof securityPasskeys>>>;
export type SecurityPasskeysQueryError = ErrorResponse;

export function useSecurityPasskeys<
  TData = Awaited<ReturnType<typeof securityPasskeys>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityPasskeys>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityPasskeys>>,
          TError,
          Awaited<ReturnType<typeof securityPasskeys>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityPasskeys<
  TData = Awaited<ReturnType<typeof securityPasskeys>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityPasskeys>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityPasskeys>>,
          TError,
          Awaited<ReturnType<typeof securityPasskeys>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityPasskeys<
  TData = Awaited<ReturnType<typeof securityPasskeys>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityPasskeys>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's passkeys, with when each was added and last used.
 */

export function useSecurityPasskeys<
  TData = Awaited<ReturnType<typeof securityPasskeys>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityPasskeys>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getSecurityPasskeysQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * At the limit of ten passkeys, 409 (code 1338).
 * @summary Options for the browser to create a passkey (a discoverable one, user-verified).
 */
export const securityPasskeyOptions = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<WebAuthnOptionsOk>(
    { url: `/security/passkey/options`, method: 'POST', signal },
    options,
  );
};

export const getSecurityPasskeyOptionsMutationKey = () => ['securityPasskeyOptions'] as const;

export const getSecurityPasskeyOptionsMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityPasskeyOptions>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityPasskeyOptions>>,
  TError,
  void,
  TContext
> => {
  const mutationKey = getSecurityPasskeyOptionsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityPasskeyOptions>>,
    void
  > = () => {
    return securityPasskeyOptions(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityPasskeyOptionsMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityPasskeyOptions>>
>;

export type SecurityPasskeyOptionsMutationError = ErrorResponse;

/**
 * @summary Options for the browser to create a passkey (a discoverable one, user-verified).
 */
export const useSecurityPasskeyOptions = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityPasskeyOptions>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityPasskeyOptions>>,
  TError,
  void,
  TContext
> => {
  return useMutation(getSecurityPasskeyOptionsMutationOptions(options), queryClient);
};
/**
 * With a second factor on, it is needed too (step-up: `totp_code` or `passkey`; 403, code
 * 1335 without). A wrong password is 422 (code 1321); an answer that does not verify (wrong
 * origin, expired or used challenge, no user verification) 422 (code 1336). The user gets a
 * security e-mail and the activity records it.
 * @summary Keep the passkey the browser created, under a name. Needs the login password.
 */
export const securityPasskeyAdd = (
  securityPasskeyAddBody: SecurityPasskeyAddBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`response`, securityPasskeyAddBody.response);
  formUrlEncoded.append(`name`, securityPasskeyAddBody.name);
  formUrlEncoded.append(`password`, securityPasskeyAddBody.password);
  if (securityPasskeyAddBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, securityPasskeyAddBody.totp_code);
  }
  if (securityPasskeyAddBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, securityPasskeyAddBody.passkey);
  }

  return apiCall<PasskeyOk>(
    {
      url: `/security/passkey/add`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityPasskeyAddMutationKey = () => ['securityPasskeyAdd'] as const;

export const getSecurityPasskeyAddMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityPasskeyAdd>>,
    TError,
    SecurityPasskeyAddMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityPasskeyAdd>>,
  TError,
  SecurityPasskeyAddMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityPasskeyAddMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityPasskeyAdd>>,
    SecurityPasskeyAddMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityPasskeyAdd(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityPasskeyAddMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityPasskeyAdd>>
>;
export type SecurityPasskeyAddMutationBody = SecurityPasskeyAddBody;
export type SecurityPasskeyAddMutationError = ErrorResponse;
export type SecurityPasskeyAddMutationVariables = { data: SecurityPasskeyAddBody };

/**
 * @summary Keep the passkey the browser created, under a name. Needs the login password.
 */
export const useSecurityPasskeyAdd = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityPasskeyAdd>>,
      TError,
      SecurityPasskeyAddMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityPasskeyAdd>>,
  TError,
  SecurityPasskeyAddMutationVariables,
  TContext
> => {
  return useMutation(getSecurityPasskeyAddMutationOptions(options), queryClient);
};
/**
 * Another user's passkey, or one removed, is 404 (code 1337).
 * @summary Rename one of the user's passkeys.
 */
export const securityPasskeyRename = (
  securityPasskeyRenameBody: SecurityPasskeyRenameBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, securityPasskeyRenameBody.id.toString());
  formUrlEncoded.append(`name`, securityPasskeyRenameBody.name);

  return apiCall<PasskeyOk>(
    {
      url: `/security/passkey/rename`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityPasskeyRenameMutationKey = () => ['securityPasskeyRename'] as const;

export const getSecurityPasskeyRenameMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityPasskeyRename>>,
    TError,
    SecurityPasskeyRenameMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityPasskeyRename>>,
  TError,
  SecurityPasskeyRenameMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityPasskeyRenameMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityPasskeyRename>>,
    SecurityPasskeyRenameMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityPasskeyRename(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityPasskeyRenameMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityPasskeyRename>>
>;
export type SecurityPasskeyRenameMutationBody = SecurityPasskeyRenameBody;
export type SecurityPasskeyRenameMutationError = ErrorResponse;
export type SecurityPasskeyRenameMutationVariables = { data: SecurityPasskeyRenameBody };

/**
 * @summary Rename one of the user's passkeys.
 */
export const useSecurityPasskeyRename = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityPasskeyRename>>,
      TError,
      SecurityPasskeyRenameMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityPasskeyRename>>,
  TError,
  SecurityPasskeyRenameMutationVariables,
  TContext
> => {
  return useMutation(getSecurityPasskeyRenameMutationOptions(options), queryClient);
};
/**
 * Another user's passkey is 404 (code 1337). Removing the last second factor (no authenticator
 * app either) holds withdrawals for `security.withdraw_hold_hours`. The user gets a security
 * e-mail.
 * @summary Remove a passkey, with the login password and the second factor (step-up).
 */
export const securityPasskeyRemove = (
  securityPasskeyRemoveBody: SecurityPasskeyRemoveBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, securityPasskeyRemoveBody.id.toString());
  formUrlEncoded.append(`password`, securityPasskeyRemoveBody.password);
  if (securityPasskeyRemoveBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, securityPasskeyRemoveBody.totp_code);
  }
  if (securityPasskeyRemoveBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, securityPasskeyRemoveBody.passkey);
  }

  return apiCall<EmptyOkResponse>(
    {
      url: `/security/passkey/remove`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecurityPasskeyRemoveMutationKey = () => ['securityPasskeyRemove'] as const;

export const getSecurityPasskeyRemoveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityPasskeyRemove>>,
    TError,
    SecurityPasskeyRemoveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityPasskeyRemove>>,
  TError,
  SecurityPasskeyRemoveMutationVariables,
  TContext
> => {
  const mutationKey = getSecurityPasskeyRemoveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityPasskeyRemove>>,
    SecurityPasskeyRemoveMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securityPasskeyRemove(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityPasskeyRemoveMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityPasskeyRemove>>
>;
export type SecurityPasskeyRemoveMutationBody = SecurityPasskeyRemoveBody;
export type SecurityPasskeyRemoveMutationError = ErrorResponse;
export type SecurityPasskeyRemoveMutationVariables = { data: SecurityPasskeyRemoveBody };

/**
 * @summary Remove a passkey, with the login password and the second factor (step-up).
 */
export const useSecurityPasskeyRemove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityPasskeyRemove>>,
      TError,
      SecurityPasskeyRemoveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityPasskeyRemove>>,
  TError,
  SecurityPasskeyRemoveMutationVariables,
  TContext
> => {
  return useMutation(getSecurityPasskeyRemoveMutationOptions(options), queryClient);
};
/**
 * Without a passkey, 404 (code 1337). The answer goes in the move's `passkey` field.
 * @summary Options to confirm a money or security move with one of the user's passkeys (step-up).
 */
export const securityPasskeyChallenge = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<WebAuthnOptionsOk>(
    { url: `/security/passkey/challenge`, method: 'POST', signal },
    options,
  );
};

export const getSecurityPasskeyChallengeMutationKey = () => ['securityPasskeyChallenge'] as const;

export const getSecurityPasskeyChallengeMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securityPasskeyChallenge>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securityPasskeyChallenge>>,
  TError,
  void,
  TContext
> => {
  const mutationKey = getSecurityPasskeyChallengeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securityPasskeyChallenge>>,
    void
  > = () => {
    return securityPasskeyChallenge(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecurityPasskeyChallengeMutationResult = NonNullable<
  Awaited<ReturnType<typeof securityPasskeyChallenge>>
>;

export type SecurityPasskeyChallengeMutationError = ErrorResponse;

/**
 * @summary Options to confirm a money or security move with one of the user's passkeys (step-up).
 */
export const useSecurityPasskeyChallenge = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securityPasskeyChallenge>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securityPasskeyChallenge>>,
  TError,
  void,
  TContext
> => {
  return useMutation(getSecurityPasskeyChallengeMutationOptions(options), queryClient);
};
/**
 * @summary The signed-in user's live sessions, with device, browser, address, first and last use.
 */
export const securitySessions = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<DeviceListOk>({ url: `/security/sessions`, method: 'GET', signal }, options);
};

export const getSecuritySessionsQueryKey = () => {
  return [`/security/sessions`] as const;
};

export const getSecuritySessionsQueryOptions = <
  TData = Awaited<ReturnType<typeof securitySessions>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securitySessions>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getSecuritySessionsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof securitySessions>>> = ({ signal }) =>
    securitySessions(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof securitySessions>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type SecuritySessionsQueryResult = NonNullable<Awaited<ReturnType<typeof securitySessions>>>;
export type SecuritySessionsQueryError = ErrorResponse;

export function useSecuritySessions<
  TData = Awaited<ReturnType<typeof securitySessions>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof securitySessions>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof securitySessions>>,
          TError,
          Awaited<ReturnType<typeof securitySessions>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecuritySessions<
  TData = Awaited<ReturnType<typeof securitySessions>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securitySessions>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof securitySessions>>,
          TError,
          Awaited<ReturnType<typeof securitySessions>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecuritySessions<
  TData = Awaited<ReturnType<typeof securitySessions>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securitySessions>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's live sessions, with device, browser, address, first and last use.
 */

export function useSecuritySessions<
  TData = Awaited<ReturnType<typeof securitySessions>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securitySessions>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getSecuritySessionsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The session's sockets get `session.ended`. The session making the request is not ended here
 * (409, code 1320: sign out instead); another user's session, or one already over, is 404.
 * @summary Sign one of the user's other sessions out, at once on every instance.
 */
export const securitySessionEnd = (
  securitySessionEndBody: SecuritySessionEndBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, securitySessionEndBody.id.toString());

  return apiCall<EmptyOkResponse>(
    {
      url: `/security/sessions/end`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSecuritySessionEndMutationKey = () => ['securitySessionEnd'] as const;

export const getSecuritySessionEndMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securitySessionEnd>>,
    TError,
    SecuritySessionEndMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securitySessionEnd>>,
  TError,
  SecuritySessionEndMutationVariables,
  TContext
> => {
  const mutationKey = getSecuritySessionEndMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securitySessionEnd>>,
    SecuritySessionEndMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return securitySessionEnd(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecuritySessionEndMutationResult = NonNullable<
  Awaited<ReturnType<typeof securitySessionEnd>>
>;
export type SecuritySessionEndMutationBody = SecuritySessionEndBody;
export type SecuritySessionEndMutationError = ErrorResponse;
export type SecuritySessionEndMutationVariables = { data: SecuritySessionEndBody };

/**
 * @summary Sign one of the user's other sessions out, at once on every instance.
 */
export const useSecuritySessionEnd = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securitySessionEnd>>,
      TError,
      SecuritySessionEndMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securitySessionEnd>>,
  TError,
  SecuritySessionEndMutationVariables,
  TContext
> => {
  return useMutation(getSecuritySessionEndMutationOptions(options), queryClient);
};
/**
 * @summary Sign every other session of the user out; this one stays.
 */
export const securitySessionsEndOthers = (
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<SessionsEndedOk>(
    { url: `/security/sessions/end_others`, method: 'POST', signal },
    options,
  );
};

export const getSecuritySessionsEndOthersMutationKey = () => ['securitySessionsEndOthers'] as const;

export const getSecuritySessionsEndOthersMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof securitySessionsEndOthers>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof securitySessionsEndOthers>>,
  TError,
  void,
  TContext
> => {
  const mutationKey = getSecuritySessionsEndOthersMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof securitySessionsEndOthers>>,
    void
  > = () => {
    return securitySessionsEndOthers(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SecuritySessionsEndOthersMutationResult = NonNullable<
  Awaited<ReturnType<typeof securitySessionsEndOthers>>
>;

export type SecuritySessionsEndOthersMutationError = ErrorResponse;

/**
 * @summary Sign every other session of the user out; this one stays.
 */
export const useSecuritySessionsEndOthers = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof securitySessionsEndOthers>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof securitySessionsEndOthers>>,
  TError,
  void,
  TContext
> => {
  return useMutation(getSecuritySessionsEndOthersMutationOptions(options), queryClient);
};
/**
 * Sign-ins (also failed ones), sign-outs and security changes, each with the time, device and
 * address it came from.
 * @summary The signed-in user's account activity of the last 90 days, newest first.
 */
export const securityActivity = (
  params?: SecurityActivityParams,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<AccountEventPageOk>(
    { url: `/security/activity`, method: 'GET', params, signal },
    options,
  );
};

export const getSecurityActivityQueryKey = (params?: SecurityActivityParams) => {
  return [`/security/activity`, ...(params ? [params] : [])] as const;
};

export const getSecurityActivityQueryOptions = <
  TData = Awaited<ReturnType<typeof securityActivity>>,
  TError = ErrorResponse,
>(
  params?: SecurityActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityActivity>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getSecurityActivityQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof securityActivity>>> = ({ signal }) =>
    securityActivity(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof securityActivity>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type SecurityActivityQueryResult = NonNullable<Awaited<ReturnType<typeof securityActivity>>>;
export type SecurityActivityQueryError = ErrorResponse;

export function useSecurityActivity<
  TData = Awaited<ReturnType<typeof securityActivity>>,
  TError = ErrorResponse,
>(
  params: undefined | SecurityActivityParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityActivity>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityActivity>>,
          TError,
          Awaited<ReturnType<typeof securityActivity>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityActivity<
  TData = Awaited<ReturnType<typeof securityActivity>>,
  TError = ErrorResponse,
>(
  params?: SecurityActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityActivity>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof securityActivity>>,
          TError,
          Awaited<ReturnType<typeof securityActivity>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useSecurityActivity<
  TData = Awaited<ReturnType<typeof securityActivity>>,
  TError = ErrorResponse,
>(
  params?: SecurityActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityActivity>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The signed-in user's account activity of the last 90 days, newest first.
 */

export function useSecurityActivity<
  TData = Awaited<ReturnType<typeof securityActivity>>,
  TError = ErrorResponse,
>(
  params?: SecurityActivityParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof securityActivity>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getSecurityActivityQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
