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
  AdminReviewRejectBody,
  AdminWithdrawalApproveBody,
  AdminWithdrawalRejectBody,
  EmptyOkResponse,
  ErrorResponse,
  PendingOk,
  QueuesOk,
  ReviewItemOk,
  ReviewKind,
  ReviewerKind,
  UploadId,
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
 * @summary Every review queue with its pending count and the role that decides it.
 */
export const adminQueues = (
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<QueuesOk>({ url: `/admin/queues`, method: 'GET', signal }, options);
};

export const getAdminQueuesQueryKey = () => {
  return [`/admin/queues`] as const;
};

export const getAdminQueuesQueryOptions = <
  TData = Awaited<ReturnType<typeof adminQueues>>,
  TError = ErrorResponse,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueues>>, TError, TData>>;
  request?: SecondParameter<typeof consoleCall>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminQueuesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminQueues>>> = ({ signal }) =>
    adminQueues(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof adminQueues>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type AdminQueuesQueryResult = NonNullable<Awaited<ReturnType<typeof adminQueues>>>;
export type AdminQueuesQueryError = ErrorResponse;

export function useAdminQueues<
  TData = Awaited<ReturnType<typeof adminQueues>>,
  TError = ErrorResponse,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueues>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueues>>,
          TError,
          Awaited<ReturnType<typeof adminQueues>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueues<
  TData = Awaited<ReturnType<typeof adminQueues>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueues>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueues>>,
          TError,
          Awaited<ReturnType<typeof adminQueues>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueues<
  TData = Awaited<ReturnType<typeof adminQueues>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueues>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Every review queue with its pending count and the role that decides it.
 */

export function useAdminQueues<
  TData = Awaited<ReturnType<typeof adminQueues>>,
  TError = ErrorResponse,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueues>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminQueuesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary The pending items of one queue, oldest first.
 */
export const adminQueue = (
  kind: ReviewKind,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<PendingOk>({ url: `/admin/queues/${kind}`, method: 'GET', signal }, options);
};

export const getAdminQueueQueryKey = (kind: ReviewKind) => {
  return [`/admin/queues/${kind}`] as const;
};

export const getAdminQueueQueryOptions = <
  TData = Awaited<ReturnType<typeof adminQueue>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminQueueQueryKey(kind);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminQueue>>> = ({ signal }) =>
    adminQueue(kind, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: kind !== null && kind !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminQueueQueryResult = NonNullable<Awaited<ReturnType<typeof adminQueue>>>;
export type AdminQueueQueryError = ErrorResponse;

export function useAdminQueue<
  TData = Awaited<ReturnType<typeof adminQueue>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueue>>,
          TError,
          Awaited<ReturnType<typeof adminQueue>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueue<
  TData = Awaited<ReturnType<typeof adminQueue>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueue>>,
          TError,
          Awaited<ReturnType<typeof adminQueue>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueue<
  TData = Awaited<ReturnType<typeof adminQueue>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The pending items of one queue, oldest first.
 */

export function useAdminQueue<
  TData = Awaited<ReturnType<typeof adminQueue>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueue>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminQueueQueryOptions(kind, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * The item's facts, every photo (served by adminImage), warnings, and per kind: for a withdrawal
 * the user's spot balances and latest 10 journal lines; for an OTC appeal the order's timeline
 * and both parties. Decided items stay readable (`status` tells). An id the queue does not know
 * answers 404 (code 2630); a kind no feature registered, 404 (code 2609).
 * @summary One item of a queue in full - what the reviewer needs to decide it.
 */
export const adminQueueItem = (
  kind: ReviewKind,
  id: string,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<ReviewItemOk>(
    { url: `/admin/queues/${kind}/${id}`, method: 'GET', signal },
    options,
  );
};

export const getAdminQueueItemQueryKey = (kind: ReviewKind, id: string) => {
  return [`/admin/queues/${kind}/${id}`] as const;
};

export const getAdminQueueItemQueryOptions = <
  TData = Awaited<ReturnType<typeof adminQueueItem>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  id: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminQueueItemQueryKey(kind, id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminQueueItem>>> = ({ signal }) =>
    adminQueueItem(kind, id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: kind !== null && kind !== undefined && id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminQueueItemQueryResult = NonNullable<Awaited<ReturnType<typeof adminQueueItem>>>;
export type AdminQueueItemQueryError = ErrorResponse;

export function useAdminQueueItem<
  TData = Awaited<ReturnType<typeof adminQueueItem>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  id: string,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueueItem>>,
          TError,
          Awaited<ReturnType<typeof adminQueueItem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueueItem<
  TData = Awaited<ReturnType<typeof adminQueueItem>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  id: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminQueueItem>>,
          TError,
          Awaited<ReturnType<typeof adminQueueItem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminQueueItem<
  TData = Awaited<ReturnType<typeof adminQueueItem>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  id: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary One item of a queue in full - what the reviewer needs to decide it.
 */

export function useAdminQueueItem<
  TData = Awaited<ReturnType<typeof adminQueueItem>>,
  TError = ErrorResponse,
>(
  kind: ReviewKind,
  id: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminQueueItem>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminQueueItemQueryOptions(kind, id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Exactly once - a second decision on the item answers 409 (code 2607).
 * @summary Approve a pending KYC application, deposit, subscription or OTC appeal (the appellant wins).
 */
export const adminReviewApprove = (
  kind: ReviewerKind,
  id: string,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<EmptyOkResponse>(
    { url: `/admin/queues/${kind}/${id}/approve`, method: 'POST', signal },
    options,
  );
};

export const getAdminReviewApproveMutationKey = () => ['adminReviewApprove'] as const;

export const getAdminReviewApproveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminReviewApprove>>,
    TError,
    AdminReviewApproveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminReviewApprove>>,
  TError,
  AdminReviewApproveMutationVariables,
  TContext
> => {
  const mutationKey = getAdminReviewApproveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminReviewApprove>>,
    AdminReviewApproveMutationVariables
  > = (props) => {
    const { kind, id } = props ?? {};

    return adminReviewApprove(kind, id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminReviewApproveMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminReviewApprove>>
>;

export type AdminReviewApproveMutationError = ErrorResponse;
export type AdminReviewApproveMutationVariables = { kind: ReviewerKind; id: string };

/**
 * @summary Approve a pending KYC application, deposit, subscription or OTC appeal (the appellant wins).
 */
export const useAdminReviewApprove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminReviewApprove>>,
      TError,
      AdminReviewApproveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminReviewApprove>>,
  TError,
  AdminReviewApproveMutationVariables,
  TContext
> => {
  return useMutation(getAdminReviewApproveMutationOptions(options), queryClient);
};
/**
 * @summary Reject a pending item with a reason the user reads (an OTC appeal - the other side wins).
 */
export const adminReviewReject = (
  kind: ReviewerKind,
  id: string,
  adminReviewRejectBody: AdminReviewRejectBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, adminReviewRejectBody.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/queues/${kind}/${id}/reject`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminReviewRejectMutationKey = () => ['adminReviewReject'] as const;

export const getAdminReviewRejectMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminReviewReject>>,
    TError,
    AdminReviewRejectMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminReviewReject>>,
  TError,
  AdminReviewRejectMutationVariables,
  TContext
> => {
  const mutationKey = getAdminReviewRejectMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminReviewReject>>,
    AdminReviewRejectMutationVariables
  > = (props) => {
    const { kind, id, data } = props ?? {};

    return adminReviewReject(kind, id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminReviewRejectMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminReviewReject>>
>;
export type AdminReviewRejectMutationBody = AdminReviewRejectBody;
export type AdminReviewRejectMutationError = ErrorResponse;
export type AdminReviewRejectMutationVariables = {
  kind: ReviewerKind;
  id: string;
  data: AdminReviewRejectBody;
};

/**
 * @summary Reject a pending item with a reason the user reads (an OTC appeal - the other side wins).
 */
export const useAdminReviewReject = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminReviewReject>>,
      TError,
      AdminReviewRejectMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminReviewReject>>,
  TError,
  AdminReviewRejectMutationVariables,
  TContext
> => {
  return useMutation(getAdminReviewRejectMutationOptions(options), queryClient);
};
/**
 * Exactly once - a second decision answers 409 (code 2607). The payout reference (the chain
 * transaction hash or the bank's reference of the transfer already made) is stored on the
 * withdrawal, written to the audit log and shown to the user in their withdrawal records.
 * @summary Pay out a pending withdrawal - the frozen amount leaves the user (fee to the house).
 */
export const adminWithdrawalApprove = (
  id: string,
  adminWithdrawalApproveBody: AdminWithdrawalApproveBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`payout_reference`, adminWithdrawalApproveBody.payout_reference);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/withdrawals/${id}/approve`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminWithdrawalApproveMutationKey = () => ['adminWithdrawalApprove'] as const;

export const getAdminWithdrawalApproveMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminWithdrawalApprove>>,
    TError,
    AdminWithdrawalApproveMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminWithdrawalApprove>>,
  TError,
  AdminWithdrawalApproveMutationVariables,
  TContext
> => {
  const mutationKey = getAdminWithdrawalApproveMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminWithdrawalApprove>>,
    AdminWithdrawalApproveMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminWithdrawalApprove(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminWithdrawalApproveMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminWithdrawalApprove>>
>;
export type AdminWithdrawalApproveMutationBody = AdminWithdrawalApproveBody;
export type AdminWithdrawalApproveMutationError = ErrorResponse;
export type AdminWithdrawalApproveMutationVariables = {
  id: string;
  data: AdminWithdrawalApproveBody;
};

/**
 * @summary Pay out a pending withdrawal - the frozen amount leaves the user (fee to the house).
 */
export const useAdminWithdrawalApprove = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminWithdrawalApprove>>,
      TError,
      AdminWithdrawalApproveMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminWithdrawalApprove>>,
  TError,
  AdminWithdrawalApproveMutationVariables,
  TContext
> => {
  return useMutation(getAdminWithdrawalApproveMutationOptions(options), queryClient);
};
/**
 * @summary Reject a pending withdrawal with a reason; the frozen amount returns to the user.
 */
export const adminWithdrawalReject = (
  id: string,
  adminWithdrawalRejectBody: AdminWithdrawalRejectBody,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`reason`, adminWithdrawalRejectBody.reason);

  return consoleCall<EmptyOkResponse>(
    {
      url: `/admin/withdrawals/${id}/reject`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getAdminWithdrawalRejectMutationKey = () => ['adminWithdrawalReject'] as const;

export const getAdminWithdrawalRejectMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof adminWithdrawalReject>>,
    TError,
    AdminWithdrawalRejectMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof consoleCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof adminWithdrawalReject>>,
  TError,
  AdminWithdrawalRejectMutationVariables,
  TContext
> => {
  const mutationKey = getAdminWithdrawalRejectMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof adminWithdrawalReject>>,
    AdminWithdrawalRejectMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return adminWithdrawalReject(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AdminWithdrawalRejectMutationResult = NonNullable<
  Awaited<ReturnType<typeof adminWithdrawalReject>>
>;
export type AdminWithdrawalRejectMutationBody = AdminWithdrawalRejectBody;
export type AdminWithdrawalRejectMutationError = ErrorResponse;
export type AdminWithdrawalRejectMutationVariables = {
  id: string;
  data: AdminWithdrawalRejectBody;
};

/**
 * @summary Reject a pending withdrawal with a reason; the frozen amount returns to the user.
 */
export const useAdminWithdrawalReject = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof adminWithdrawalReject>>,
      TError,
      AdminWithdrawalRejectMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof adminWithdrawalReject>>,
  TError,
  AdminWithdrawalRejectMutationVariables,
  TContext
> => {
  return useMutation(getAdminWithdrawalRejectMutationOptions(options), queryClient);
};
/**
 * Any upload, whoever owns it: photos are named by the items of adminQueueItem. The answer is
 * the image itself (its stored type, `Cache-Control: no-store`, `X-Content-Type-Options:
 * nosniff`), not the JSON envelope; an unknown id answers the envelope with 404.
 * @summary The bytes of an uploaded image (a review item's photo), for an `<img>` of the console.
 */
export const adminImage = (
  id: UploadId,
  options?: SecondParameter<typeof consoleCall>,
  signal?: AbortSignal,
) => {
  return consoleCall<Blob>(
    { url: `/admin/images/${id}`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getAdminImageQueryKey = (id: UploadId) => {
  return [`/admin/images/${id}`] as const;
};

export const getAdminImageQueryOptions = <
  TData = Awaited<ReturnType<typeof adminImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getAdminImageQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof adminImage>>> = ({ signal }) =>
    adminImage(id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type AdminImageQueryResult = NonNullable<Awaited<ReturnType<typeof adminImage>>>;
export type AdminImageQueryError = ErrorResponse;

export function useAdminImage<
  TData = Awaited<ReturnType<typeof adminImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminImage>>,
          TError,
          Awaited<ReturnType<typeof adminImage>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminImage<
  TData = Awaited<ReturnType<typeof adminImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof adminImage>>,
          TError,
          Awaited<ReturnType<typeof adminImage>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useAdminImage<
  TData = Awaited<ReturnType<typeof adminImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary The bytes of an uploaded image (a review item's photo), for an `<img>` of the console.
 */

export function useAdminImage<
  TData = Awaited<ReturnType<typeof adminImage>>,
  TError = ErrorResponse,
>(
  id: UploadId,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof adminImage>>, TError, TData>>;
    request?: SecondParameter<typeof consoleCall>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getAdminImageQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
