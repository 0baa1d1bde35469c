// The live feed: every few seconds, the quotes of every pair on `ticker` and the in-progress candle of
// every watched `kline:<SYMBOL>:<period>` topic, computed at the app clock exactly as the REST calls
// compute them (so a tick equals what currency/new_timeshar returns for that moment).
import type { Deps } from '../../http/context.ts';
import type { Job } from '../jobs/index.ts';
import { candles } from '../market/candles.ts';
import { findPair, listPairs } from '../market/pairs.ts';
import { presentCandle } from '../market/present.ts';
import { quotation } from '../market/quotes.ts';
import { parseKlineTopic, TICKER, watchedTopics } from './topics.ts';

export const TICK_MS = 3_000;

export async function publishTicks(deps: Deps, now: Date): Promise<void> {
  const topics = watchedTopics(deps.events);
  if (topics.length === 0) return;
  if (topics.includes(TICKER))
    deps.events.toLocalTopic(TICKER, { type: 'ticker', data: await quotation(deps.db, now) });
  const pairs = await listPairs(deps.db);
  for (const topic of topics) {
    const kline = parseKlineTopic(topic);
    const pair = kline && findPair(pairs, { symbol: kline.symbol });
    if (!kline || !pair) continue;
    const [last] = candles(pair, kline.period, now, 1);
    if (last) deps.events.toLocalTopic(topic, { type: 'kline', data: presentCandle(last, pair) });
  }
}

export const tickerJobs = (deps: Deps): Job[] => [
  {
    name: 'market.ticks',
    description: 'Sends quotes and in-progress candles to the sockets that watch them',
    everyMs: TICK_MS,
    // Every instance computes the ticks its own sockets watch: they are a pure function of the clock,
    // so no instance needs another's, and nothing crosses the database every 3 s.
    perInstance: true,
    run: (now) => publishTicks(deps, now),
  },
];
