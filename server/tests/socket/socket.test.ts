// The real-time socket on a listening server: seq numbering, ticker and kline topics equal to REST,
// per-user events only after auth and only one's own, and none once the user's sessions are ended.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { backends } from '../helpers/backends.ts';
import { connectSocket as connect } from '../helpers/socket-client.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { consoleAs } from '../operators/support.ts';

describe.each(backends())('socket on $name', (backend) => {
  let t: ExchangeApp;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t?.close();
  });

  it('pushes the ticker and the in-progress candle exactly as REST computes them, with increasing seq', async () => {
    t = await startExchangeApp(await backend.open());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const c = await connect(port);
    sockets.push(c.ws);
    expect((await c.next((f) => f.type === 'hello')).seq).toBe(1);
    c.send({ op: 'subscribe', topic: 'ticker' });
    c.send({ op: 'subscribe', topic: 'kline:BTC/USDT:30min' });
    c.send({ op: 'subscribe', topic: 'kline:BTC/USDT:7min' });
    await c.next((f) => f.type === 'subscribed' && f.topic === 'kline:BTC/USDT:30min');
    expect((await c.next((f) => f.type === 'error')).topic).toBe('kline:BTC/USDT:7min');
    t.clock.advance(90_000);
    await t.app.scheduler.run('market.ticks');
    const tick = await c.next((f) => f.type === 'ticker');
    const candle = await c.next((f) => f.type === 'kline');
    const rest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/currency/new_timeshar?pair_id=1&period=30min&limit=1',
      })
    ).json().data.candles[0];
    expect(candle.data).toEqual(rest);
    const quotes = (
      await t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' })
    ).json().data;
    expect(tick.data).toEqual(quotes);
    expect(c.frames.map((f) => f.seq)).toEqual(c.frames.map((_, i) => i + 1));
    c.send({ op: 'unsubscribe', topic: 'ticker' });
    await c.next((f) => f.type === 'unsubscribed');
    const count = c.frames.length;
    await t.app.scheduler.run('market.ticks');
    await c.next((f) => f.type === 'kline', count);
    expect(c.frames.slice(count).some((f) => f.type === 'ticker')).toBe(false);
  });

  it("delivers a user's order events after auth, and never another user's", async () => {
    t = await startExchangeApp(await backend.open());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, 3, '100000');
    const a = await connect(port);
    const b = await connect(port);
    sockets.push(a.ws, b.ws);
    a.send({ op: 'auth', token: 'wrong' });
    await a.next((f) => f.type === 'error' && f.message === 'unauthenticated');
    a.send({ op: 'auth', token: alice.token });
    b.send({ op: 'auth', token: bob.token });
    expect((await a.next((f) => f.type === 'authed')).user_id).toBe(alice.id);
    await b.next((f) => f.type === 'authed');
    const res = await t.post(
      '/api/coin/trade',
      { pair_id: '1', side: 'buy', type: 'market', quantity: '0.01' },
      { authorization: alice.token },
    );
    const filled = await a.next((f) => f.type === 'order.filled');
    expect(filled.data).toEqual(res.json().data);
    b.send({ op: 'ping' });
    await b.next((f) => f.type === 'pong');
    expect(b.frames.some((f) => f.type.startsWith('order.'))).toBe(false);
  });

  it("stops a user's events once an operator ends their sessions", async () => {
    t = await startExchangeApp(await backend.open());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const alice = await t.user('alice@example.com');
    const a = await connect(port);
    sockets.push(a.ws);
    a.send({ op: 'auth', token: alice.token });
    await a.next((f) => f.type === 'authed');
    const reviewer = await consoleAs(t, 'rev@example.com', 'reviewer');
    const res = await reviewer.post(`/api/admin/users/${alice.id}/end_sessions`, {
      reason: 'Account taken over',
    });
    expect(res.statusCode).toBe(200);
    const ended = await a.next((f) => f.type === 'session.ended');
    t.app.events.toUser(alice.id, { type: 'balance.changed', data: { currency_id: 3 } });
    a.send({ op: 'ping' });
    await a.next((f) => f.type === 'pong', a.frames.indexOf(ended));
    expect(a.frames.some((f) => f.type === 'balance.changed')).toBe(false);
    // and the ended token cannot authenticate the socket again
    const from = a.frames.length;
    a.send({ op: 'auth', token: alice.token });
    await a.next((f) => f.type === 'error' && f.message === 'unauthenticated', from);
  });
});
