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
  CashSaveRequest,
  ChargeMentionLog3Params,
  ErrorResponse,
  PaymentMethodsOk,
  WalletGetInfoBody,
  WalletOutBody,
  WithdrawInfoOk,
  WithdrawalOk,
  WithdrawalPageOk,
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
 * Available and frozen spot balance, the fee rule (fee = amount x fee_rate + fee_fixed, rounded up),
 * the minimum, today's (UTC) number of applications against the daily limit of 3, the expected
 * arrival in hours, the gates (basic KYC status, fund password set), the user's withdraw addresses
 * for the coin and the bound bank card (masked).
 * @summary What the withdraw page needs for one coin.
 */
export const walletGetInfo = (
  walletGetInfoBody: WalletGetInfoBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`currency_id`, walletGetInfoBody.currency_id.toString());

  return apiCall<WithdrawInfoOk>(
    {
      url: `/wallet/get_info`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletGetInfoQueryKey = (walletGetInfoBody?: WalletGetInfoBody) => {
  return ['POST', `/wallet/get_info`, walletGetInfoBody] as const;
};

export const getWalletGetInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof walletGetInfo>>,
  TError = ErrorResponse,
>(
  walletGetInfoBody: WalletGetInfoBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getWalletGetInfoQueryKey(walletGetInfoBody);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof walletGetInfo>>> = ({ signal }) =>
    walletGetInfo(walletGetInfoBody, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof walletGetInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type WalletGetInfoQueryResult = NonNullable<Awaited<ReturnType<typeof walletGetInfo>>>;
export type WalletGetInfoQueryError = ErrorResponse;

export function useWalletGetInfo<
  TData = Awaited<ReturnType<typeof walletGetInfo>>,
  TError = ErrorResponse,
>(
  walletGetInfoBody: WalletGetInfoBody,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInfo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetInfo>>,
          TError,
          Awaited<ReturnType<typeof walletGetInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetInfo<
  TData = Awaited<ReturnType<typeof walletGetInfo>>,
  TError = ErrorResponse,
>(
  walletGetInfoBody: WalletGetInfoBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInfo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof walletGetInfo>>,
          TError,
          Awaited<ReturnType<typeof walletGetInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useWalletGetInfo<
  TData = Awaited<ReturnType<typeof walletGetInfo>>,
  TError = ErrorResponse,
>(
  walletGetInfoBody: WalletGetInfoBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary What the withdraw page needs for one coin.
 */

export function useWalletGetInfo<
  TData = Awaited<ReturnType<typeof walletGetInfo>>,
  TError = ErrorResponse,
>(
  walletGetInfoBody: WalletGetInfoBody,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof walletGetInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getWalletGetInfoQueryOptions(walletGetInfoBody, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Refused while an operator has frozen the account's withdrawals (403, code 2616), without basic
 * KYC (403, code 1701; 1702 while under review), without a fund password
 * (422, code 1301), during a withdrawal hold after a security change (403, code 1710; see
 * `WithdrawInfo.withdraw_hold`), without a withdraw address for the coin (422, code 1703) or, for `method=bank`,
 * without a bound bank card (422, code 1704); below the coin's minimum (422, code 1706), beyond the
 * available spot balance (422, code 1705) and after 3 applications in the UTC day (429, code 1707).
 * The whole amount is frozen in the spot account with the record; the operator's pass sends
 * `receive` out and the fee to the house, a rejection unfreezes the amount.
 * @summary Apply for a withdrawal to one of the user's addresses or to the bound bank card.
 */
export const walletOut = (
  walletOutBody: WalletOutBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (walletOutBody.method !== undefined) {
    formUrlEncoded.append(`method`, walletOutBody.method);
  }
  formUrlEncoded.append(`currency_id`, walletOutBody.currency_id.toString());
  if (walletOutBody.address_id !== undefined) {
    formUrlEncoded.append(`address_id`, walletOutBody.address_id.toString());
  }
  formUrlEncoded.append(`amount`, walletOutBody.amount);
  formUrlEncoded.append(`fund_password`, walletOutBody.fund_password);
  if (walletOutBody.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, walletOutBody.totp_code);
  }
  if (walletOutBody.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, walletOutBody.passkey);
  }
  if (walletOutBody.remark !== undefined) {
    formUrlEncoded.append(`remark`, walletOutBody.remark);
  }

  return apiCall<WithdrawalOk>(
    {
      url: `/wallet/out`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getWalletOutMutationKey = () => ['walletOut'] as const;

export const getWalletOutMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof walletOut>>,
    TError,
    WalletOutMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof walletOut>>,
  TError,
  WalletOutMutationVariables,
  TContext
> => {
  const mutationKey = getWalletOutMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof walletOut>>,
    WalletOutMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return walletOut(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type WalletOutMutationResult = NonNullable<Awaited<ReturnType<typeof walletOut>>>;
export type WalletOutMutationBody = WalletOutBody;
export type WalletOutMutationError = ErrorResponse;
export type WalletOutMutationVariables = { data: WalletOutBody };

/**
 * @summary Apply for a withdrawal to one of the user's addresses or to the bound bank card.
 */
export const useWalletOut = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof walletOut>>,
      TError,
      WalletOutMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof walletOut>>,
  TError,
  WalletOutMutationVariables,
  TContext
> => {
  return useMutation(getWalletOutMutationOptions(options), queryClient);
};
/**
 * @summary The user's withdrawal records, newest first.
 */
export const chargeMentionLog3 = (
  params?: ChargeMentionLog3Params,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<WithdrawalPageOk>(
    { url: `/charge_mention/log3`, method: 'GET', params, signal },
    options,
  );
};

export const getChargeMentionLog3QueryKey = (params?: ChargeMentionLog3Params) => {
  return [`/charge_mention/log3`, ...(params ? [params] : [])] as const;
};

export const getChargeMentionLog3QueryOptions = <
  TData = Awaited<ReturnType<typeof chargeMentionLog3>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog3Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog3>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getChargeMentionLog3QueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof chargeMentionLog3>>> = ({ signal }) =>
    chargeMentionLog3(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof chargeMentionLog3>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ChargeMentionLog3QueryResult = NonNullable<
  Awaited<ReturnType<typeof chargeMentionLog3>>
>;
export type ChargeMentionLog3QueryError = ErrorResponse;

export function useChargeMentionLog3<
  TData = Awaited<ReturnType<typeof chargeMentionLog3>>,
  TError = ErrorResponse,
>(
  params: undefined | ChargeMentionLog3Params,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog3>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof chargeMentionLog3>>,
          TError,
          Awaited<ReturnType<typeof chargeMentionLog3>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useChargeMentionLog3<
  TData = Awaited<ReturnType<typeof chargeMentionLog3>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog3Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog3>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof chargeMentionLog3>>,
          TError,
          Awaited<ReturnType<typeof chargeMentionLog3>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useChargeMentionLog3<
  TData = Awaited<ReturnType<typeof chargeMentionLog3>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog3Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog3>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's withdrawal records, newest first.
 */

export function useChargeMentionLog3<
  TData = Awaited<ReturnType<typeof chargeMentionLog3>>,
  TError = ErrorResponse,
>(
  params?: ChargeMentionLog3Params,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof chargeMentionLog3>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getChargeMentionLog3QueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The user's own payment methods (bank card, Alipay, WeChat); card number and IBAN masked.
 */
export const userCashInfo = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<PaymentMethodsOk>({ url: `/user/cash_info`, method: 'POST', signal }, options);
};

export const getUserCashInfoQueryKey = () => {
  return ['POST', `/user/cash_info`] as const;
};

export const getUserCashInfoQueryOptions = <
  TData = Awaited<ReturnType<typeof userCashInfo>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCashInfo>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserCashInfoQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userCashInfo>>> = ({ signal }) =>
    userCashInfo(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userCashInfo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserCashInfoQueryResult = NonNullable<Awaited<ReturnType<typeof userCashInfo>>>;
export type UserCashInfoQueryError = ErrorResponse;

export function useUserCashInfo<
  TData = Awaited<ReturnType<typeof userCashInfo>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCashInfo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCashInfo>>,
          TError,
          Awaited<ReturnType<typeof userCashInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCashInfo<
  TData = Awaited<ReturnType<typeof userCashInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCashInfo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userCashInfo>>,
          TError,
          Awaited<ReturnType<typeof userCashInfo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserCashInfo<
  TData = Awaited<ReturnType<typeof userCashInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCashInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The user's own payment methods (bank card, Alipay, WeChat); card number and IBAN masked.
 */

export function useUserCashInfo<
  TData = Awaited<ReturnType<typeof userCashInfo>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userCashInfo>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserCashInfoQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * `kind=bank` requires every bank field; `alipay` and `wechat` require the account and a QR code
 * uploaded by the user (`/upload/image`). A missing field answers "Binding failed" (400, code 1709)
 * with the field errors.
 * @summary Bind or update one payment method of the user.
 */
export const userCashSave = (
  cashSaveRequest: CashSaveRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`kind`, cashSaveRequest.kind);
  if (cashSaveRequest.real_name !== undefined) {
    formUrlEncoded.append(`real_name`, cashSaveRequest.real_name);
  }
  if (cashSaveRequest.card_number !== undefined) {
    formUrlEncoded.append(`card_number`, cashSaveRequest.card_number);
  }
  if (cashSaveRequest.bank_name !== undefined) {
    formUrlEncoded.append(`bank_name`, cashSaveRequest.bank_name);
  }
  if (cashSaveRequest.branch !== undefined) {
    formUrlEncoded.append(`branch`, cashSaveRequest.branch);
  }
  if (cashSaveRequest.bank_address !== undefined) {
    formUrlEncoded.append(`bank_address`, cashSaveRequest.bank_address);
  }
  if (cashSaveRequest.swift_code !== undefined) {
    formUrlEncoded.append(`swift_code`, cashSaveRequest.swift_code);
  }
  if (cashSaveRequest.cardholder !== undefined) {
    formUrlEncoded.append(`cardholder`, cashSaveRequest.cardholder);
  }
  if (cashSaveRequest.iban !== undefined) {
    formUrlEncoded.append(`iban`, cashSaveRequest.iban);
  }
  if (cashSaveRequest.payee_address !== undefined) {
    formUrlEncoded.append(`payee_address`, cashSaveRequest.payee_address);
  }
  if (cashSaveRequest.postal_code !== undefined) {
    formUrlEncoded.append(`postal_code`, cashSaveRequest.postal_code);
  }
  if (cashSaveRequest.account !== undefined) {
    formUrlEncoded.append(`account`, cashSaveRequest.account);
  }
  if (cashSaveRequest.qr_upload_id !== undefined) {
    formUrlEncoded.append(`qr_upload_id`, cashSaveRequest.qr_upload_id);
  }
  if (cashSaveRequest.totp_code !== undefined) {
    formUrlEncoded.append(`totp_code`, cashSaveRequest.totp_code);
  }
  if (cashSaveRequest.passkey !== undefined) {
    formUrlEncoded.append(`passkey`, cashSaveRequest.passkey);
  }

  return apiCall<PaymentMethodsOk>(
    {
      url: `/user/cash_save`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserCashSaveMutationKey = () => ['userCashSave'] as const;

export const getUserCashSaveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userCashSave>>,
    TError,
    UserCashSaveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userCashSave>>,
  TError,
  UserCashSaveMutationVariables,
  TContext
> => {
  const mutationKey = getUserCashSaveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userCashSave>>,
    UserCashSaveMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userCashSave(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserCashSaveMutationResult = NonNullable<Awaited<ReturnType<typeof userCashSave>>>;
export type UserCashSaveMutationBody = CashSaveRequest;
export type UserCashSaveMutationError = ErrorResponse;
export type UserCashSaveMutationVariables = { data: CashSaveRequest };

/**
 * @summary Bind or update one payment method of the user.
 */
export const useUserCashSave = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userCashSave>>,
      TError,
      UserCashSaveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userCashSave>>,
  TError,
  UserCashSaveMutationVariables,
  TContext
> => {
  return useMutation(getUserCashSaveMutationOptions(options), queryClient);
};
