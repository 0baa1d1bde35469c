import { HttpResponse, delay, http } from 'msw';
import type { LeverDeal, LeverPosition } from '../../src/api/generated/model';

export const deal: LeverDeal = {
  currency_id: 1,
  symbol: 'BTC/USDT',
  price: '50000',
  price_at: '2026-11-22T08:00:00Z',
  multiples: [5, 10, 20, 50, 100],
  lot_size: '0.01',
  fee_rate: '0.0005',
  maintenance_rate: '0.2',
  balance: '1000',
  pairs: [
    { currency_id: 1, symbol: 'BTC/USDT' },
    { currency_id: 2, symbol: 'ETH/USDT' },
  ],
};

const base: LeverPosition = {
  id: 1,
  currency_id: 1,
  symbol: 'BTC/USDT',
  side: 'long',
  lots: 10,
  lot_size: '0.01',
  multiple: 10,
  open_price: '49500',
  current_price: '50000',
  margin: '495',
  fee: '2.475',
  stop_profit: '52000',
  stop_loss: '48000',
  liquidation_price: '45540',
  profit: '50',
  status: 'holding',
  close_reason: null,
  close_price: null,
  tick_at: null,
  created_at: '2026-11-22T07:58:00Z',
  closed_at: null,
};
const closed = (o: Partial<LeverPosition>): LeverPosition => ({
  ...base,
  status: 'closed',
  closed_at: '2026-11-22T08:10:00Z',
  tick_at: '2026-11-22T08:10:00Z',
  ...o,
});
export const holding = base;
export const byStopProfit = closed({
  id: 2,
  close_reason: 'stop_profit',
  close_price: '52000',
  profit: '250',
});
export const byStopLoss = closed({
  id: 3,
  side: 'short',
  close_reason: 'stop_loss',
  stop_profit: '47000',
  stop_loss: '51000',
  liquidation_price: '53460',
  close_price: '51000',
  profit: '-150',
});
export const liquidated = closed({
  id: 4,
  multiple: 50,
  margin: '99',
  close_reason: 'liquidation',
  close_price: '48700',
  profit: '-99',
});
export const manual = closed({ id: 5, close_reason: 'manual', close_price: '50100', profit: '60' });

const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, limit: 20 });
export const refuse = (code: number, message: string, status = 422) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

const myTrade = (byStatus: Record<string, LeverPosition[]>) =>
  http.post('/api/lever/my_trade', async ({ request }) =>
    page(byStatus[new URLSearchParams(await request.text()).get('status') ?? 'holding'] ?? []),
  );

export const handlers = {
  deal: http.post('/api/lever/deal', () => ok(deal)),
  dealLoading: http.post('/api/lever/deal', async () => {
    await delay('infinite');
    return ok(deal);
  }),
  dealFailed: http.post('/api/lever/deal', () => refuse(500, 'Service unavailable', 500)),
  myTrade: myTrade({ holding: [holding], closed: [byStopProfit, byStopLoss, liquidated, manual] }),
  myTradeEmpty: myTrade({}),
  stoppedByProfit: myTrade({ closed: [byStopProfit] }),
  stoppedByLoss: myTrade({ closed: [byStopLoss] }),
  liquidated: myTrade({ closed: [liquidated] }),
  closedByHand: myTrade({ closed: [manual] }),
  submit: http.post('/api/lever/submit', () => ok({ ...holding, id: 9 }, 'Position opened')),
  close: http.post('/api/lever/close', () => ok(manual, 'Position closed')),
  setstop: http.post('/api/lever/setstop', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return ok(
      { ...holding, stop_profit: form.get('stop_profit'), stop_loss: form.get('stop_loss') },
      'Stop prices updated',
    );
  }),
};

export const all = [
  handlers.deal,
  handlers.myTrade,
  handlers.submit,
  handlers.close,
  handlers.setstop,
];
