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
  AreaCodeListOk,
  CodeSentOk,
  CustomerUrlOk,
  ErrorResponse,
  LangOk,
  SetLangBody,
  SetSmsOtherMailBody,
  SmsMailBody,
  SmsSendBody,
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
 * @summary Store the interface language (for the signed-in user too, when a token is sent).
 */
export const setLang = (
  setLangBody: SetLangBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`lang`, setLangBody.lang);

  return apiCall<LangOk>(
    {
      url: `/set/lang`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSetLangMutationKey = () => ['setLang'] as const;

export const getSetLangMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof setLang>>,
    TError,
    SetLangMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof setLang>>,
  TError,
  SetLangMutationVariables,
  TContext
> => {
  const mutationKey = getSetLangMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof setLang>>,
    SetLangMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return setLang(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SetLangMutationResult = NonNullable<Awaited<ReturnType<typeof setLang>>>;
export type SetLangMutationBody = SetLangBody;
export type SetLangMutationError = ErrorResponse;
export type SetLangMutationVariables = { data: SetLangBody };

/**
 * @summary Store the interface language (for the signed-in user too, when a token is sent).
 */
export const useSetLang = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof setLang>>,
      TError,
      SetLangMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof setLang>>,
  TError,
  SetLangMutationVariables,
  TContext
> => {
  return useMutation(getSetLangMutationOptions(options), queryClient);
};
/**
 * @summary The stored language of the signed-in user, or of the request's `lang` header.
 */
export const getLang = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<LangOk>({ url: `/get/lang`, method: 'POST', signal }, options);
};

export const getGetLangQueryKey = () => {
  return ['POST', `/get/lang`] as const;
};

export const getGetLangQueryOptions = <
  TData = Awaited<ReturnType<typeof getLang>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLang>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetLangQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLang>>> = ({ signal }) =>
    getLang(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getLang>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetLangQueryResult = NonNullable<Awaited<ReturnType<typeof getLang>>>;
export type GetLangQueryError = ErrorResponse;

export function useGetLang<TData = Awaited<ReturnType<typeof getLang>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLang>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLang>>,
          TError,
          Awaited<ReturnType<typeof getLang>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useGetLang<TData = Awaited<ReturnType<typeof getLang>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLang>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getLang>>,
          TError,
          Awaited<ReturnType<typeof getLang>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useGetLang<TData = Awaited<ReturnType<typeof getLang>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLang>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The stored language of the signed-in user, or of the request's `lang` header.
 */

export function useGetLang<TData = Awaited<ReturnType<typeof getLang>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLang>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getGetLangQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary International calling codes with country names in the request's language.
 */
export const areaCode = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<AreaCodeListOk>({ url: `/area_code`, method: 'POST', signal }, options);
};

export const getAreaCodeQueryKey = () => {
  return ['POST', `/area_code`] as const;
};

export const getAreaCodeQueryOptions = <
  TData = Awaited<ReturnType<typeof areaCode>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof areaCode>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAreaCodeQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof areaCode>>> = ({ signal }) =>
    areaCode(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof areaCode>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AreaCodeQueryResult = NonNullable<Awaited<ReturnType<typeof areaCode>>>;
export type AreaCodeQueryError = ErrorResponse;

export function useAreaCode<TData = Awaited<ReturnType<typeof areaCode>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof areaCode>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof areaCode>>,
          TError,
          Awaited<ReturnType<typeof areaCode>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAreaCode<TData = Awaited<ReturnType<typeof areaCode>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof areaCode>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof areaCode>>,
          TError,
          Awaited<ReturnType<typeof areaCode>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAreaCode<TData = Awaited<ReturnType<typeof areaCode>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof areaCode>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary International calling codes with country names in the request's language.
 */

export function useAreaCode<TData = Awaited<ReturnType<typeof areaCode>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof areaCode>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAreaCodeQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Single use, valid 10 minutes, bound to `scene` and the address. At most one code a minute
 * and ten an hour per address (429). For `forget` the answer is the same whether or not the
 * address is registered; for `register` a registered address is refused (409).
 * @summary Send a 6-digit code by e-mail.
 */
export const smsMail = (
  smsMailBody: SmsMailBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, smsMailBody.user_string);
  formUrlEncoded.append(`scene`, smsMailBody.scene);

  return apiCall<CodeSentOk>(
    {
      url: `/sms_mail`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSmsMailMutationKey = () => ['smsMail'] as const;

export const getSmsMailMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof smsMail>>,
    TError,
    SmsMailMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof smsMail>>,
  TError,
  SmsMailMutationVariables,
  TContext
> => {
  const mutationKey = getSmsMailMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof smsMail>>,
    SmsMailMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return smsMail(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SmsMailMutationResult = NonNullable<Awaited<ReturnType<typeof smsMail>>>;
export type SmsMailMutationBody = SmsMailBody;
export type SmsMailMutationError = ErrorResponse;
export type SmsMailMutationVariables = { data: SmsMailBody };

/**
 * @summary Send a 6-digit code by e-mail.
 */
export const useSmsMail = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof smsMail>>,
      TError,
      SmsMailMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof smsMail>>,
  TError,
  SmsMailMutationVariables,
  TContext
> => {
  return useMutation(getSmsMailMutationOptions(options), queryClient);
};
/**
 * The same rules as `sms_mail`, for a phone number with its area code.
 * @summary Send a 6-digit code by SMS.
 */
export const smsSend = (
  smsSendBody: SmsSendBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, smsSendBody.user_string);
  formUrlEncoded.append(`area_code`, smsSendBody.area_code);
  formUrlEncoded.append(`scene`, smsSendBody.scene);

  return apiCall<CodeSentOk>(
    {
      url: `/sms_send`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSmsSendMutationKey = () => ['smsSend'] as const;

export const getSmsSendMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof smsSend>>,
    TError,
    SmsSendMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof smsSend>>,
  TError,
  SmsSendMutationVariables,
  TContext
> => {
  const mutationKey = getSmsSendMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof smsSend>>,
    SmsSendMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return smsSend(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SmsSendMutationResult = NonNullable<Awaited<ReturnType<typeof smsSend>>>;
export type SmsSendMutationBody = SmsSendBody;
export type SmsSendMutationError = ErrorResponse;
export type SmsSendMutationVariables = { data: SmsSendBody };

/**
 * @summary Send a 6-digit code by SMS.
 */
export const useSmsSend = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof smsSend>>,
      TError,
      SmsSendMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof smsSend>>,
  TError,
  SmsSendMutationVariables,
  TContext
> => {
  return useMutation(getSmsSendMutationOptions(options), queryClient);
};
/**
 * @summary The customer-service chat address and the promised reply time.
 */
export const getCustomerUrl = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<CustomerUrlOk>({ url: `/set/get_customer_url`, method: 'POST', signal }, options);
};

export const getGetCustomerUrlQueryKey = () => {
  return ['POST', `/set/get_customer_url`] as const;
};

export const getGetCustomerUrlQueryOptions = <
  TData = Awaited<ReturnType<typeof getCustomerUrl>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerUrl>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getGetCustomerUrlQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomerUrl>>> = ({ signal }) =>
    getCustomerUrl(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof getCustomerUrl>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type GetCustomerUrlQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomerUrl>>>;
export type GetCustomerUrlQueryError = ErrorResponse;

export function useGetCustomerUrl<
  TData = Awaited<ReturnType<typeof getCustomerUrl>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerUrl>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomerUrl>>,
          TError,
          Awaited<ReturnType<typeof getCustomerUrl>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useGetCustomerUrl<
  TData = Awaited<ReturnType<typeof getCustomerUrl>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerUrl>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomerUrl>>,
          TError,
          Awaited<ReturnType<typeof getCustomerUrl>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useGetCustomerUrl<
  TData = Awaited<ReturnType<typeof getCustomerUrl>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerUrl>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The customer-service chat address and the promised reply time.
 */

export function useGetCustomerUrl<
  TData = Awaited<ReturnType<typeof getCustomerUrl>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomerUrl>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getGetCustomerUrlQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Signed-in only. The address must not belong to any account (409). The code has scene
 * `change_mail`; it obeys the same limits as `sms_mail` (one a minute, ten an hour: 429).
 * @summary Send a 6-digit code to a NEW e-mail (or phone, with `area_code`) the user wants to bind.
 */
export const setSmsOtherMail = (
  setSmsOtherMailBody: SetSmsOtherMailBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`user_string`, setSmsOtherMailBody.user_string);
  if (setSmsOtherMailBody.area_code !== undefined) {
    formUrlEncoded.append(`area_code`, setSmsOtherMailBody.area_code);
  }

  return apiCall<CodeSentOk>(
    {
      url: `/set/sms_other_mail`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getSetSmsOtherMailMutationKey = () => ['setSmsOtherMail'] as const;

export const getSetSmsOtherMailMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof setSmsOtherMail>>,
    TError,
    SetSmsOtherMailMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof setSmsOtherMail>>,
  TError,
  SetSmsOtherMailMutationVariables,
  TContext
> => {
  const mutationKey = getSetSmsOtherMailMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof setSmsOtherMail>>,
    SetSmsOtherMailMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return setSmsOtherMail(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type SetSmsOtherMailMutationResult = NonNullable<
  Awaited<ReturnType<typeof setSmsOtherMail>>
>;
export type SetSmsOtherMailMutationBody = SetSmsOtherMailBody;
export type SetSmsOtherMailMutationError = ErrorResponse;
export type SetSmsOtherMailMutationVariables = { data: SetSmsOtherMailBody };

/**
 * @summary Send a 6-digit code to a NEW e-mail (or phone, with `area_code`) the user wants to bind.
 */
export const useSetSmsOtherMail = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof setSmsOtherMail>>,
      TError,
      SetSmsOtherMailMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof setSmsOtherMail>>,
  TError,
  SetSmsOtherMailMutationVariables,
  TContext
> => {
  return useMutation(getSetSmsOtherMailMutationOptions(options), queryClient);
};
