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
  AdminCoinIconSetBody,
  AdminCoinOk,
  AdminCoinsOk,
  CoinRulesForm,
  ErrorResponse,
  Id,
  NewCoinForm,
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
 * @summary Every coin, in the app's order, with networks, accounts, markets, rules and listing.
 */
export const adminCoins = (options?: SecondParameter<typeof consoleCall>, signal?: AbortSignal) => {
  return consoleCall<AdminCoinsOk>({ url: `/admin/coins`, method: 'GET', signal }, options);
};

export const getAdminCoinsQueryKey = () => {
  return [`/admin/coins`] as const;
};

export const getAdminCoinsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminCoins>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCoins>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminCoinsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminCoins>>> = ({ signal }) =>
    adminCoins(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminCoins>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminCoinsQueryResult = NonNullable<Awaited<ReturnType<typeof adminCoins>>>;
export type AdminCoinsQueryError = ErrorResponse;

export function useAdminCoins<
  TData = Awaited<ReturnType<typeof adminCoins>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCoins>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCoins>>,
          TError,
          Awaited<ReturnType<typeof adminCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCoins<
  TData = Awaited<ReturnType<typeof adminCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCoins>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminCoins>>,
          TError,
          Awaited<ReturnType<typeof adminCoins>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminCoins<
  TData = Awaited<ReturnType<typeof adminCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCoins>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every coin, in the app's order, with networks, accounts, markets, rules and listing.
 */

export function useAdminCoins<
  TData = Awaited<ReturnType<typeof adminCoins>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminCoins>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminCoinsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The id is the next integer (the app's currency_id). Its deposit and withdrawal fees start at
 * zero and its minimums at the smallest unit (minimums are above 0), bank payout off: set them (PUT .../rules), then list it (POST .../relist).
 * Audited as `coin.create` (target `currency`, the symbol).
 * @summary Create a coin - it starts delisted, with the least terms and bank payout off, until listed.
 */
export const adminCoinCreate = (
  newCoinForm: NewCoinForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`symbol`, newCoinForm.symbol);
  formUrlEncoded.append(`name`, newCoinForm.name);
  formUrlEncoded.append(`decimals`, newCoinForm.decimals);
  if (newCoinForm.networks !== undefined) {
    formUrlEncoded.append(`networks`, newCoinForm.networks);
  }

  return consoleCall<AdminCoinOk>(
    {
      url: `/admin/coins`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminCoinCreateMutationKey = () => ['adminCoinCreate'] as const;

export const getAdminCoinCreateMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinCreate>>,
    TError,
    AdminCoinCreateMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinCreate>>,
  TError,
  AdminCoinCreateMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinCreateMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinCreate>>,
    AdminCoinCreateMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return adminCoinCreate(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinCreateMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinCreate>>
>;
export type AdminCoinCreateMutationBody = NewCoinForm;
export type AdminCoinCreateMutationError = ErrorResponse;
export type AdminCoinCreateMutationVariables = { data: NewCoinForm };

/**
 * @summary Create a coin - it starts delisted, with the least terms and bank payout off, until listed.
 */
export const useAdminCoinCreate = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinCreate>>,
      TError,
      AdminCoinCreateMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinCreate>>,
  TError,
  AdminCoinCreateMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinCreateMutationOptions(options), queryClient);
};
/**
 * @summary Change the coin's deposit and withdrawal rules (those sent; all checked first).
 */
export const adminCoinRulesSet = (
  id: Id,
  coinRulesForm: CoinRulesForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  if (coinRulesForm.deposit_minimum !== undefined) {
    formUrlEncoded.append(`deposit_minimum`, coinRulesForm.deposit_minimum);
  }
  if (coinRulesForm.deposit_fee_rate !== undefined) {
    formUrlEncoded.append(`deposit_fee_rate`, coinRulesForm.deposit_fee_rate);
  }
  if (coinRulesForm.withdraw_minimum !== undefined) {
    formUrlEncoded.append(`withdraw_minimum`, coinRulesForm.withdraw_minimum);
  }
  if (coinRulesForm.withdraw_fee_rate !== undefined) {
    formUrlEncoded.append(`withdraw_fee_rate`, coinRulesForm.withdraw_fee_rate);
  }
  if (coinRulesForm.withdraw_fee_fixed !== undefined) {
    formUrlEncoded.append(`withdraw_fee_fixed`, coinRulesForm.withdraw_fee_fixed);
  }
  if (coinRulesForm.withdraw_bank !== undefined) {
    formUrlEncoded.append(`withdraw_bank`, coinRulesForm.withdraw_bank);
  }

  return consoleCall<AdminCoinOk>(
    {
      url: `/admin/coins/${id}/rules`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminCoinRulesSetMutationKey = () => ['adminCoinRulesSet'] as const;

export const getAdminCoinRulesSetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinRulesSet>>,
    TError,
    AdminCoinRulesSetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinRulesSet>>,
  TError,
  AdminCoinRulesSetMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinRulesSetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinRulesSet>>,
    AdminCoinRulesSetMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminCoinRulesSet(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinRulesSetMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinRulesSet>>
>;
export type AdminCoinRulesSetMutationBody = CoinRulesForm;
export type AdminCoinRulesSetMutationError = ErrorResponse;
export type AdminCoinRulesSetMutationVariables = { id: Id; data: CoinRulesForm };

/**
 * @summary Change the coin's deposit and withdrawal rules (those sent; all checked first).
 */
export const useAdminCoinRulesSet = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinRulesSet>>,
      TError,
      AdminCoinRulesSetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinRulesSet>>,
  TError,
  AdminCoinRulesSetMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinRulesSetMutationOptions(options), queryClient);
};
/**
 * @summary Delist the coin - no new deposits, withdrawals, orders or products in it; balances stay.
 */
export const adminCoinDelist = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCoinOk>(
    { url: `/admin/coins/${id}/delist`, method: 'POST', signal },
    options,
  );
};

export const getAdminCoinDelistMutationKey = () => ['adminCoinDelist'] as const;

export const getAdminCoinDelistMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinDelist>>,
    TError,
    AdminCoinDelistMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinDelist>>,
  TError,
  AdminCoinDelistMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinDelistMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinDelist>>,
    AdminCoinDelistMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminCoinDelist(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinDelistMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinDelist>>
>;

export type AdminCoinDelistMutationError = ErrorResponse;
export type AdminCoinDelistMutationVariables = { id: Id };

/**
 * @summary Delist the coin - no new deposits, withdrawals, orders or products in it; balances stay.
 */
export const useAdminCoinDelist = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinDelist>>,
      TError,
      AdminCoinDelistMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinDelist>>,
  TError,
  AdminCoinDelistMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinDelistMutationOptions(options), queryClient);
};
/**
 * @summary List the coin again - everything it was offered in is offered again.
 */
export const adminCoinRelist = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCoinOk>(
    { url: `/admin/coins/${id}/relist`, method: 'POST', signal },
    options,
  );
};

export const getAdminCoinRelistMutationKey = () => ['adminCoinRelist'] as const;

export const getAdminCoinRelistMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinRelist>>,
    TError,
    AdminCoinRelistMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinRelist>>,
  TError,
  AdminCoinRelistMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinRelistMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinRelist>>,
    AdminCoinRelistMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminCoinRelist(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinRelistMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinRelist>>
>;

export type AdminCoinRelistMutationError = ErrorResponse;
export type AdminCoinRelistMutationVariables = { id: Id };

/**
 * @summary List the coin again - everything it was offered in is offered again.
 */
export const useAdminCoinRelist = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinRelist>>,
      TError,
      AdminCoinRelistMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinRelist>>,
  TError,
  AdminCoinRelistMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinRelistMutationOptions(options), queryClient);
};
/**
 * The platform serves it itself (the app's and console's Content-Security-Policy load images
 * from the platform only): `icon_url` becomes `/api/coins/{id}/icon?v=<hash>`, an address that
 * changes with the bytes, so browsers cache it for good. Audited as `coin.icon` with the
 * addresses before and after.
 * @summary Upload the coin's icon (PNG, JPEG or WebP by its content, at most 64 KB), replacing any.
 */
export const adminCoinIconSet = (
  id: Id,
  adminCoinIconSetBody: AdminCoinIconSetBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formData = new FormData();
  formData.append(`file`, adminCoinIconSetBody.file);

  return consoleCall<AdminCoinOk>(
    {
      url: `/admin/coins/${id}/icon`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getAdminCoinIconSetMutationKey = () => ['adminCoinIconSet'] as const;

export const getAdminCoinIconSetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinIconSet>>,
    TError,
    AdminCoinIconSetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinIconSet>>,
  TError,
  AdminCoinIconSetMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinIconSetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinIconSet>>,
    AdminCoinIconSetMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminCoinIconSet(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinIconSetMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinIconSet>>
>;
export type AdminCoinIconSetMutationBody = AdminCoinIconSetBody;
export type AdminCoinIconSetMutationError = ErrorResponse;
export type AdminCoinIconSetMutationVariables = { id: Id; data: AdminCoinIconSetBody };

/**
 * @summary Upload the coin's icon (PNG, JPEG or WebP by its content, at most 64 KB), replacing any.
 */
export const useAdminCoinIconSet = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinIconSet>>,
      TError,
      AdminCoinIconSetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinIconSet>>,
  TError,
  AdminCoinIconSetMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinIconSetMutationOptions(options), queryClient);
};
/**
 * @summary Remove the coin's icon - lists show its initial again.
 */
export const adminCoinIconRemove = (
  id: Id,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<AdminCoinOk>(
    { url: `/admin/coins/${id}/icon/remove`, method: 'POST', signal },
    options,
  );
};

export const getAdminCoinIconRemoveMutationKey = () => ['adminCoinIconRemove'] as const;

export const getAdminCoinIconRemoveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminCoinIconRemove>>,
    TError,
    AdminCoinIconRemoveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminCoinIconRemove>>,
  TError,
  AdminCoinIconRemoveMutationVariables,
  TContext
> => {
  const mutationKey = getAdminCoinIconRemoveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminCoinIconRemove>>,
    AdminCoinIconRemoveMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return adminCoinIconRemove(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminCoinIconRemoveMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminCoinIconRemove>>
>;

export type AdminCoinIconRemoveMutationError = ErrorResponse;
export type AdminCoinIconRemoveMutationVariables = { id: Id };

/**
 * @summary Remove the coin's icon - lists show its initial again.
 */
export const useAdminCoinIconRemove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminCoinIconRemove>>,
      TError,
      AdminCoinIconRemoveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminCoinIconRemove>>,
  TError,
  AdminCoinIconRemoveMutationVariables,
  TContext
> => {
  return useMutation(getAdminCoinIconRemoveMutationOptions(options), queryClient);
};
