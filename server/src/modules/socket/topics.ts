// Public topics of the socket: `ticker` and `kline:<SYMBOL>:<period>` (e.g. kline:BTC/USDT:1min).
import type { EventBus } from '../events/bus.ts';
import { PERIODS, type Period } from '../market/periods.ts';

export const TICKER = 'ticker';

export function parseKlineTopic(topic: string): { symbol: string; period: Period } | null {
  const match = /^kline:([A-Z0-9]{2,10}\/[A-Z0-9]{2,10}):([a-z0-9]+)$/.exec(topic);
  if (!match || !(PERIODS as readonly string[]).includes(match[2]!)) return null;
  return { symbol: match[1]!, period: match[2] as Period };
}

export function isTopic(topic: string): boolean {
  return topic === TICKER || parseKlineTopic(topic) !== null;
}

/** A valid topic's kind (the metrics count subscriptions by kind, never by topic). */
export const topicKind = (topic: string): 'ticker' | 'kline' =>
  topic === TICKER ? 'ticker' : 'kline';

// Kline topics somebody listens to, per bus (the ticker job computes only those).
const watched = new WeakMap<EventBus, Map<string, number>>();

export function watch(bus: EventBus, topic: string): () => void {
  let topics = watched.get(bus);
  if (!topics) watched.set(bus, (topics = new Map()));
  topics.set(topic, (topics.get(topic) ?? 0) + 1);
  return () => {
    const n = (topics.get(topic) ?? 1) - 1;
    if (n <= 0) topics.delete(topic);
    else topics.set(topic, n);
  };
}

export function watchedTopics(bus: EventBus): string[] {
  return [...(watched.get(bus)?.keys() ?? [])];
}
