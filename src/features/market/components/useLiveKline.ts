import { useQueryClient } from '@tanstack/react-query';
import {
  getCurrencyNewTimesharQueryKey,
  useCurrencyNewTimeshar,
} from '../../../api/generated/endpoints/market/market';
import type { Candle, Kline, Period } from '../../../api/generated/model';
import { useSocketResync, useSocketTopic } from '../../../api/useSocket';

const LIMIT = 120;

/** Folds a live candle into the list: replaces the last one of the same time, or appends a new one. */
export function withLive(candles: readonly Candle[], live: Candle, limit = LIMIT): Candle[] {
  const last = candles.at(-1);
  if (last && live.time < last.time) return [...candles];
  if (last && last.time === live.time) return [...candles.slice(0, -1), live];
  return [...candles, live].slice(-limit);
}

/** currency/new_timeshar for a pair and period, its last candle kept live by the socket. */
export function useLiveKline(pairId: number, symbol: string | undefined, period: Period) {
  const client = useQueryClient();
  const params = { pair_id: pairId, period, limit: LIMIT };
  const key = getCurrencyNewTimesharQueryKey(params);
  const query = useCurrencyNewTimeshar(params);
  useSocketTopic(symbol ? `kline:${symbol}:${period}` : null, (frame) => {
    client.setQueryData(key, (old: Kline | undefined) =>
      old ? { ...old, candles: withLive(old.candles, frame.data as Candle) } : old,
    );
  });
  useSocketResync([key]);
  return query;
}
