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
  KycOk,
  KycUploadImageBody,
  UploadContentOk,
  UploadId,
  UploadOk,
  UserRealName2Body,
  UserRealNameBody,
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
 * The type is checked by the file's content; the image is kept under a random id and is only
 * ever served to the user who uploaded it. Larger files are refused (413, code 1401), other
 * types too (415, code 1402).
 * @summary Upload one image (JPEG, PNG or WebP, at most 5 MB) and get its id.
 */
export const kycUploadImage = (
  kycUploadImageBody: KycUploadImageBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formData = new FormData();
  formData.append(`file`, kycUploadImageBody.file);

  return apiCall<UploadOk>(
    {
      url: `/upload/image`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getKycUploadImageMutationKey = () => ['kycUploadImage'] as const;

export const getKycUploadImageMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof kycUploadImage>>,
    TError,
    KycUploadImageMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof kycUploadImage>>,
  TError,
  KycUploadImageMutationVariables,
  TContext
> => {
  const mutationKey = getKycUploadImageMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof kycUploadImage>>,
    KycUploadImageMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return kycUploadImage(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type KycUploadImageMutationResult = NonNullable<Awaited<ReturnType<typeof kycUploadImage>>>;
export type KycUploadImageMutationBody = KycUploadImageBody;
export type KycUploadImageMutationError = ErrorResponse;
export type KycUploadImageMutationVariables = { data: KycUploadImageBody };

/**
 * @summary Upload one image (JPEG, PNG or WebP, at most 5 MB) and get its id.
 */
export const useKycUploadImage = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof kycUploadImage>>,
      TError,
      KycUploadImageMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof kycUploadImage>>,
  TError,
  KycUploadImageMutationVariables,
  TContext
> => {
  return useMutation(getKycUploadImageMutationOptions(options), queryClient);
};
/**
 * The caller's own uploads, and the images of an OTC order they are a party to: the other
 * party's payment and appeal vouchers, and (for the buyer, while the seller's accounts are shown)
 * the seller's Alipay or WeChat QR code. Anything else, or an unknown id, answers 404.
 * @summary Read back an upload the caller may see.
 */
export const kycImage = (
  id: UploadId,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  return apiCall<UploadContentOk>({ url: `/upload/image/${id}`, method: 'GET', signal }, options);
};

export const getKycImageQueryKey = (id: UploadId) => {
  return [`/upload/image/${id}`] as const;
};

export const getKycImageQueryOptions = <
  TData = Awaited<ReturnType<typeof kycImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getKycImageQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof kycImage>>> = ({ signal }) =>
    kycImage(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type KycImageQueryResult = NonNullable<Awaited<ReturnType<typeof kycImage>>>;
export type KycImageQueryError = ErrorResponse;

export function useKycImage<TData = Awaited<ReturnType<typeof kycImage>>, TError = ErrorResponse>(
  id: UploadId,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof kycImage>>,
          TError,
          Awaited<ReturnType<typeof kycImage>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useKycImage<TData = Awaited<ReturnType<typeof kycImage>>, TError = ErrorResponse>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof kycImage>>,
          TError,
          Awaited<ReturnType<typeof kycImage>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useKycImage<TData = Awaited<ReturnType<typeof kycImage>>, TError = ErrorResponse>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Read back an upload the caller may see.
 */

export function useKycImage<TData = Awaited<ReturnType<typeof kycImage>>, TError = ErrorResponse>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof kycImage>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getKycImageQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The caller's verification state, per level.
 */
export const userKyc = (options?: SecondParameter<typeof apiCall>, signal?: AbortSignal) => {
  return apiCall<KycOk>({ url: `/user/kyc`, method: 'GET', signal }, options);
};

export const getUserKycQueryKey = () => {
  return [`/user/kyc`] as const;
};

export const getUserKycQueryOptions = <
  TData = Awaited<ReturnType<typeof userKyc>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userKyc>>, TError, TData>>;
  request?: SecondParameter<typeof apiCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getUserKycQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof userKyc>>> = ({ signal }) =>
    userKyc(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof userKyc>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type UserKycQueryResult = NonNullable<Awaited<ReturnType<typeof userKyc>>>;
export type UserKycQueryError = ErrorResponse;

export function useUserKyc<TData = Awaited<ReturnType<typeof userKyc>>, TError = ErrorResponse>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof userKyc>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userKyc>>,
          TError,
          Awaited<ReturnType<typeof userKyc>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserKyc<TData = Awaited<ReturnType<typeof userKyc>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userKyc>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userKyc>>,
          TError,
          Awaited<ReturnType<typeof userKyc>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useUserKyc<TData = Awaited<ReturnType<typeof userKyc>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userKyc>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The caller's verification state, per level.
 */

export function useUserKyc<TData = Awaited<ReturnType<typeof userKyc>>, TError = ErrorResponse>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof userKyc>>, TError, TData>>;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getUserKycQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Every field is required. The three photos are ids of the caller's own uploads (422, code 1403
 * otherwise). Refused while an application is under review (409, 1404) or once verified (409, 1405).
 * @summary Apply for basic (primary) verification; it goes under review.
 */
export const userRealName = (
  userRealNameBody: UserRealNameBody,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`country`, userRealNameBody.country);
  formUrlEncoded.append(`name`, userRealNameBody.name);
  formUrlEncoded.append(`id_number`, userRealNameBody.id_number);
  formUrlEncoded.append(`contact`, userRealNameBody.contact);
  formUrlEncoded.append(`front_image`, userRealNameBody.front_image);
  formUrlEncoded.append(`back_image`, userRealNameBody.back_image);
  formUrlEncoded.append(`hand_image`, userRealNameBody.hand_image);

  return apiCall<KycOk>(
    {
      url: `/user/real_name`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserRealNameMutationKey = () => ['userRealName'] as const;

export const getUserRealNameMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userRealName>>,
    TError,
    UserRealNameMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userRealName>>,
  TError,
  UserRealNameMutationVariables,
  TContext
> => {
  const mutationKey = getUserRealNameMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userRealName>>,
    UserRealNameMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userRealName(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserRealNameMutationResult = NonNullable<Awaited<ReturnType<typeof userRealName>>>;
export type UserRealNameMutationBody = UserRealNameBody;
export type UserRealNameMutationError = ErrorResponse;
export type UserRealNameMutationVariables = { data: UserRealNameBody };

/**
 * @summary Apply for basic (primary) verification; it goes under review.
 */
export const useUserRealName = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userRealName>>,
      TError,
      UserRealNameMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userRealName>>,
  TError,
  UserRealNameMutationVariables,
  TContext
> => {
  return useMutation(getUserRealNameMutationOptions(options), queryClient);
};
/**
 * Refused with "complete primary identity verification first" (403, code 1406) until basic
 * verification is approved. The proof of address is an id of the caller's own upload.
 * @summary Apply for advanced verification (needs basic verification first); it goes under review.
 */
export const userRealName2 = (
  userRealName2Body: UserRealName2Body,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`address`, userRealName2Body.address);
  formUrlEncoded.append(`address_image`, userRealName2Body.address_image);

  return apiCall<KycOk>(
    {
      url: `/user/real_name2`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getUserRealName2MutationKey = () => ['userRealName2'] as const;

export const getUserRealName2MutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof userRealName2>>,
    TError,
    UserRealName2MutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof userRealName2>>,
  TError,
  UserRealName2MutationVariables,
  TContext
> => {
  const mutationKey = getUserRealName2MutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof userRealName2>>,
    UserRealName2MutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return userRealName2(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type UserRealName2MutationResult = NonNullable<Awaited<ReturnType<typeof userRealName2>>>;
export type UserRealName2MutationBody = UserRealName2Body;
export type UserRealName2MutationError = ErrorResponse;
export type UserRealName2MutationVariables = { data: UserRealName2Body };

/**
 * @summary Apply for advanced verification (needs basic verification first); it goes under review.
 */
export const useUserRealName2 = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof userRealName2>>,
      TError,
      UserRealName2MutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof userRealName2>>,
  TError,
  UserRealName2MutationVariables,
  TContext
> => {
  return useMutation(getUserRealName2MutationOptions(options), queryClient);
};
