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

import type { ErrorResponse, SettingForm, SettingOk, SettingsOk } from '../../model';

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
 * @summary Every setting with its type, constraints, default, description and value in force.
 */
export const adminSettings = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<SettingsOk>({ url: `/admin/settings`, method: 'GET', signal }, options);
};

export const getAdminSettingsQueryKey = () => {
  return [`/admin/settings`] as const;
};

export const getAdminSettingsQueryOptions = <
  TData = Awaited<ReturnType<typeof adminSettings>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSettings>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminSettingsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminSettings>>> = ({ signal }) =>
    adminSettings(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminSettings>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminSettingsQueryResult = NonNullable<Awaited<ReturnType<typeof adminSettings>>>;
export type AdminSettingsQueryError = ErrorResponse;

export function useAdminSettings<
  TData = Awaited<ReturnType<typeof adminSettings>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSettings>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSettings>>,
          TError,
          Awaited<ReturnType<typeof adminSettings>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSettings<
  TData = Awaited<ReturnType<typeof adminSettings>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSettings>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminSettings>>,
          TError,
          Awaited<ReturnType<typeof adminSettings>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminSettings<
  TData = Awaited<ReturnType<typeof adminSettings>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSettings>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every setting with its type, constraints, default, description and value in force.
 */

export function useAdminSettings<
  TData = Awaited<ReturnType<typeof adminSettings>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminSettings>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminSettingsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The value is trimmed, then checked as the setting's type and constraints say (SettingKey):
 * a url must be an http(s) address; a rate, amount or integer must be a number in range with
 * at most `max_decimals` decimals; a coin must be listed. A refusal answers 400, code 2681,
 * with a message saying what is wrong (in the request's language) and nothing changes. An
 * unknown key (or a secret's) answers 404, code 2680. Writing the value already in force
 * changes nothing and writes no audit row.
 * @summary Change one setting - checked against its type and range, audited with old and new value.
 */
export const adminSettingSet = (
  key: string,
  settingForm: SettingForm,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`value`, settingForm.value);

  return consoleCall<SettingOk>(
    {
      url: `/admin/settings/${key}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminSettingSetMutationKey = () => ['adminSettingSet'] as const;

export const getAdminSettingSetMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminSettingSet>>,
    TError,
    AdminSettingSetMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminSettingSet>>,
  TError,
  AdminSettingSetMutationVariables,
  TContext
> => {
  const mutationKey = getAdminSettingSetMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminSettingSet>>,
    AdminSettingSetMutationVariables
  > = (props) => {
    const { key, data } = props ?? {};

    return adminSettingSet(key, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminSettingSetMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminSettingSet>>
>;
export type AdminSettingSetMutationBody = SettingForm;
export type AdminSettingSetMutationError = ErrorResponse;
export type AdminSettingSetMutationVariables = { key: string; data: SettingForm };

/**
 * @summary Change one setting - checked against its type and range, audited with old and new value.
 */
export const useAdminSettingSet = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminSettingSet>>,
      TError,
      AdminSettingSetMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminSettingSet>>,
  TError,
  AdminSettingSetMutationVariables,
  TContext
> => {
  return useMutation(getAdminSettingSetMutationOptions(options), queryClient);
};
