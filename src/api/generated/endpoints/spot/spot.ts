import { useMutation } from '@tanstack/react-query';
import type {
  MutationFunction,
  QueryClient,
  UseMutationOptions,
  UseMutationResult,
} from '@tanstack/react-query';

import type {
  AmendRequest,
  ErrorResponse,
  SpotCancelRequest,
  SpotOrderOk,
  TradeRequest,
} from '../../model';

import { apiCall } from '../../../http';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

/**
 * A market order fills at once at the feed's current price; a limit order waits with its funds
 * frozen (a buy freezes price x quantity in the quote coin, rounded up; a sell freezes the quantity)
 * and fills at its price at the first 5-second price step whose market price reaches it (the fill
 * records that step's start and its price). The fee (the pair's own rate, or the setting `spot.fee_rate`, 0.1 % by default, copied
 * onto the order when placed) is taken from what the user receives, rounded up. Refusals: 422 code 1901 "Insufficient balance" (buy),
 * 1902 "Insufficient sellable balance" (sell), 1903 amount too small; 422 code 2726 below the pair's least quantity or value; 409
 * code 2725 a pair the operator has closed (its waiting orders still fill); 400 with field errors for a missing limit price or too
 * many places.
 * @summary Place a spot order (buy or sell, market or limit).
 */
export const coinTrade = (
  tradeRequest: TradeRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`pair_id`, tradeRequest.pair_id.toString());
  formUrlEncoded.append(`side`, tradeRequest.side);
  formUrlEncoded.append(`type`, tradeRequest.type);
  formUrlEncoded.append(`quantity`, tradeRequest.quantity);
  if (tradeRequest.price !== undefined) {
    formUrlEncoded.append(`price`, tradeRequest.price);
  }

  return apiCall<SpotOrderOk>(
    {
      url: `/coin/trade`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getCoinTradeMutationKey = () => ['coinTrade'] as const;

export const getCoinTradeMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof coinTrade>>,
    TError,
    CoinTradeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof coinTrade>>,
  TError,
  CoinTradeMutationVariables,
  TContext
> => {
  const mutationKey = getCoinTradeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof coinTrade>>,
    CoinTradeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return coinTrade(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CoinTradeMutationResult = NonNullable<Awaited<ReturnType<typeof coinTrade>>>;
export type CoinTradeMutationBody = TradeRequest;
export type CoinTradeMutationError = ErrorResponse;
export type CoinTradeMutationVariables = { data: TradeRequest };

/**
 * @summary Place a spot order (buy or sell, market or limit).
 */
export const useCoinTrade = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof coinTrade>>,
      TError,
      CoinTradeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof coinTrade>>,
  TError,
  CoinTradeMutationVariables,
  TContext
> => {
  return useMutation(getCoinTradeMutationOptions(options), queryClient);
};
/**
 * The spec lists PUT coin/trade without saying what it does. Here it amends a WAITING LIMIT order
 * in place (reason: a user moving the price of a resting order should not have to cancel and
 * re-place it, and the order keeps its id and place in the history). The frozen funds are adjusted
 * in the same transaction (the difference is frozen or released); the same balance rules as placing
 * apply. Market, completed and cancelled orders cannot be amended (409 code 1904); another user's
 * order is not found (404).
 * @summary Amend a waiting limit order's price and/or quantity.
 */
export const coinTradeAmend = (
  amendRequest: AmendRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, amendRequest.id.toString());
  if (amendRequest.price !== undefined) {
    formUrlEncoded.append(`price`, amendRequest.price);
  }
  if (amendRequest.quantity !== undefined) {
    formUrlEncoded.append(`quantity`, amendRequest.quantity);
  }

  return apiCall<SpotOrderOk>(
    {
      url: `/coin/trade`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getCoinTradeAmendMutationKey = () => ['coinTradeAmend'] as const;

export const getCoinTradeAmendMutationOptions = <
  TError = ErrorResponse,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof coinTradeAmend>>,
    TError,
    CoinTradeAmendMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof coinTradeAmend>>,
  TError,
  CoinTradeAmendMutationVariables,
  TContext
> => {
  const mutationKey = getCoinTradeAmendMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof coinTradeAmend>>,
    CoinTradeAmendMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return coinTradeAmend(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CoinTradeAmendMutationResult = NonNullable<Awaited<ReturnType<typeof coinTradeAmend>>>;
export type CoinTradeAmendMutationBody = AmendRequest;
export type CoinTradeAmendMutationError = ErrorResponse;
export type CoinTradeAmendMutationVariables = { data: AmendRequest };

/**
 * @summary Amend a waiting limit order's price and/or quantity.
 */
export const useCoinTradeAmend = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof coinTradeAmend>>,
      TError,
      CoinTradeAmendMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof coinTradeAmend>>,
  TError,
  CoinTradeAmendMutationVariables,
  TContext
> => {
  return useMutation(getCoinTradeAmendMutationOptions(options), queryClient);
};
/**
 * Another user's order is not found (404); an order that is no longer waiting answers 409 code 1904.
 * @summary Cancel a waiting order; its frozen funds return to available.
 */
export const coinCancel = (
  spotCancelRequest: SpotCancelRequest,
  options?: SecondParameter<typeof apiCall>,
  signal?: AbortSignal,
) => {
  const formUrlEncoded = new URLSearchParams();
  formUrlEncoded.append(`id`, spotCancelRequest.id.toString());

  return apiCall<SpotOrderOk>(
    {
      url: `/coin/cancel`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: formUrlEncoded,
      signal,
    },
    options,
  );
};

export const getCoinCancelMutationKey = () => ['coinCancel'] as const;

export const getCoinCancelMutationOptions = <TError = ErrorResponse, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof coinCancel>>,
    TError,
    CoinCancelMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof apiCall>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof coinCancel>>,
  TError,
  CoinCancelMutationVariables,
  TContext
> => {
  const mutationKey = getCoinCancelMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof coinCancel>>,
    CoinCancelMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return coinCancel(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CoinCancelMutationResult = NonNullable<Awaited<ReturnType<typeof coinCancel>>>;
export type CoinCancelMutationBody = SpotCancelRequest;
export type CoinCancelMutationError = ErrorResponse;
export type CoinCancelMutationVariables = { data: SpotCancelRequest };

/**
 * @summary Cancel a waiting order; its frozen funds return to available.
 */
export const useCoinCancel = <TError = ErrorResponse, TContext = unknown>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof coinCancel>>,
      TError,
      CoinCancelMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof apiCall>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof coinCancel>>,
  TError,
  CoinCancelMutationVariables,
  TContext
> => {
  return useMutation(getCoinCancelMutationOptions(options), queryClient);
};
