import { HttpResponse, delay, http } from 'msw';
import type {
  Candle,
  Deal,
  Holding,
  Period,
  Quotation,
  SpotOrder,
  Ticker,
} from '../../src/api/generated/model';
import type { SocketFactory, SocketLike } from '../../src/api/socket';

export { alice } from '../exchange/fixtures';

const ticker = (
  pair_id: number,
  base: string,
  quote: string,
  base_currency_id: number,
  price: string,
  change: string,
  pd: number,
  qd: number,
): Ticker => ({
  pair_id,
  symbol: `${base}/${quote}`,
  base,
  quote,
  base_currency_id,
  quote_currency_id: quote === 'USDT' ? 3 : 1,
  price,
  open: price,
  change,
  high: String(Number(price) * 1.03),
  low: String(Number(price) * 0.97),
  volume: '12873.5',
  price_decimals: pd,
  quantity_decimals: qd,
});

export const quotation: Quotation = {
  at: '2026-11-20T08:00:00Z',
  groups: [
    {
      quote: 'USDT',
      quote_currency_id: 3,
      pairs: [
        ticker(1, 'BTC', 'USDT', 1, '50000', '2.35', 2, 5),
        ticker(2, 'ETH', 'USDT', 2, '2500', '-1.2', 2, 4),
        ticker(3, 'BNB', 'USDT', 4, '612.4', '0.58', 2, 3),
        ticker(4, 'SOL', 'USDT', 6, '131.25', '-3.04', 3, 3),
        ticker(5, 'XRP', 'USDT', 7, '1.9', '4.12', 4, 1),
      ],
    },
    {
      quote: 'BTC',
      quote_currency_id: 1,
      pairs: [ticker(9, 'ETH', 'BTC', 2, '0.05', '-0.4', 6, 4)],
    },
  ],
};

/** Fixed, deterministic candles (a gentle wave) so screenshots are stable. */
export function fixedCandles(period: Period, count = 60): Candle[] {
  const step =
    {
      timeshare: 60,
      '1min': 60,
      '5min': 300,
      '30min': 1800,
      '60min': 3600,
      '1day': 86400,
      '1week': 604800,
      '1mon': 2592000,
    }[period] * 1000;
  const start = Date.UTC(2026, 10, 20, 8) - step * count;
  let close = 50000;
  return Array.from({ length: count }, (_, i) => {
    const open = close;
    close =
      Math.round(open * (1 + 0.004 * Math.sin(i / 3) + 0.002 * Math.cos(i * 1.7)) * 100) / 100;
    return {
      time: start + i * step,
      open: String(open),
      high: String(Math.max(open, close) + 40),
      low: String(Math.min(open, close) - 35),
      close: String(close),
      volume: String(10 + ((i * 7) % 13)),
    };
  });
}

export const deals: Deal[] = Array.from({ length: 8 }, (_, i) => ({
  time: Date.UTC(2026, 10, 20, 8, 0, 50 - i * 6),
  price: String(50000 - i * 3.5),
  quantity: (0.01 + i * 0.003).toFixed(5),
  side: i % 3 === 0 ? 'sell' : 'buy',
}));

export const holdings: Holding[] = [
  {
    currency_id: 3,
    currency: 'USDT',
    available: '1250.5',
    frozen: '0',
    usdt_price: '1',
    usdt_value: '1250.5',
    pair_id: null,
    symbol: null,
    change: null,
  },
  {
    currency_id: 1,
    currency: 'BTC',
    available: '0.25',
    frozen: '0',
    usdt_price: '50000',
    usdt_value: '12500',
    pair_id: 1,
    symbol: 'BTC/USDT',
    change: '2.35',
  },
];

export const waitingOrder: SpotOrder = {
  id: 41,
  pair_id: 1,
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: '30000',
  quantity: '0.01',
  status: 'waiting',
  frozen_amount: '300',
  fill_price: null,
  amount: null,
  fee: null,
  fee_currency: null,
  tick_at: null,
  tick_price: null,
  created_at: '2026-11-20T07:30:00Z',
  finished_at: null,
};
export const completedOrder: SpotOrder = {
  ...waitingOrder,
  id: 40,
  type: 'market',
  price: null,
  status: 'completed',
  frozen_amount: '0',
  fill_price: '50000',
  amount: '500',
  fee: '0.00001',
  fee_currency: 'BTC',
  tick_at: '2026-11-20T07:00:00Z',
  tick_price: '50000',
  finished_at: '2026-11-20T07:00:00Z',
};

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

export const handlers = {
  quotes: http.get('/api/currency/quotation_new', () => ok(quotation)),
  quotesEmpty: http.get('/api/currency/quotation_new', () => ok({ at: quotation.at, groups: [] })),
  quotesLoading: http.get('/api/currency/quotation_new', async () => {
    await delay('infinite');
    return ok(quotation);
  }),
  quotesError: http.get('/api/currency/quotation_new', () =>
    refuse(500, 'Something went wrong', 500),
  ),
  kline: http.get('/api/currency/new_timeshar', ({ request }) => {
    const url = new URL(request.url);
    const period = (url.searchParams.get('period') ?? '1min') as Period;
    return ok({
      pair_id: Number(url.searchParams.get('pair_id') ?? 1),
      symbol: 'BTC/USDT',
      period,
      candles: fixedCandles(period),
    });
  }),
  klineEmpty: http.get('/api/currency/new_timeshar', () =>
    ok({ pair_id: 1, symbol: 'BTC/USDT', period: '1min', candles: [] }),
  ),
  klineLoading: http.get('/api/currency/new_timeshar', async () => {
    await delay('infinite');
    return ok(null);
  }),
  deals: http.get('/api/currency/deal', () => ok({ pair_id: 1, symbol: 'BTC/USDT', items: deals })),
  holdings: http.get('/api/currency/user_currency_list', () => ok(holdings)),
  orders: http.get('/api/coin/list', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    const items = [waitingOrder, completedOrder].filter((o) => o.status === status);
    return ok({ items, total: items.length, page: 1, limit: 20 });
  }),
  ordersEmpty: http.get('/api/coin/list', () => ok({ items: [], total: 0, page: 1, limit: 20 })),
  tradeLimit: http.post('/api/coin/trade', () => ok(waitingOrder, 'Order placed')),
  tradeSellable: http.post('/api/coin/trade', () => refuse(1902, 'Insufficient sellable balance')),
  cancel: http.post('/api/coin/cancel', () =>
    ok({ ...waitingOrder, status: 'cancelled', frozen_amount: '0' }, 'Order cancelled'),
  ),
};

export const marketHandlers = [
  handlers.quotes,
  handlers.kline,
  handlers.deals,
  handlers.holdings,
  handlers.orders,
];

/** A socket that never connects (stories without a live feed). */
export const quietSocket: SocketFactory = () => ({
  readyState: 0,
  send() {},
  close() {},
  onopen: null,
  onclose: null,
  onmessage: null,
});

/** A socket that opens and pushes `frames` (seq added) on each subscription it is asked for. */
export function liveSocket(frames: (topic: string) => object[]): SocketFactory {
  return () => {
    let seq = 0;
    const socket: SocketLike = {
      readyState: 0,
      onopen: null,
      onclose: null,
      onmessage: null,
      send(raw: string) {
        const frame = JSON.parse(raw) as { op: string; topic?: string };
        if (frame.op !== 'subscribe' || !frame.topic) return;
        // Like the real feed: the same tick again every 200 ms for a while.
        for (let tick = 1; tick <= 25; tick++) {
          for (const f of frames(frame.topic))
            setTimeout(
              () =>
                socket.onmessage?.({
                  data: JSON.stringify({ seq: ++seq, topic: frame.topic, ...f }),
                }),
              tick * 200,
            );
        }
      },
      close() {},
    };
    setTimeout(() => {
      socket.readyState = 1;
      socket.onopen?.();
    }, 10);
    return socket;
  };
}
