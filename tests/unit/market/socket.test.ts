import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketSocket, type SocketLike } from '../../../src/api/socket';
import { withLive } from '../../../src/features/market/components/useLiveKline';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  push(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('market socket client', () => {
  let sockets: FakeSocket[];
  let client: MarketSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    client = new MarketSocket('ws://x/api/socket', () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes once per topic, delivers frames, unsubscribes with the last listener', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = client.subscribe('ticker', a);
    const offB = client.subscribe('ticker', b);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ op: 'subscribe', topic: 'ticker' }]);
    sockets[0]!.push({ seq: 1, type: 'ticker', topic: 'ticker', data: 1 });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    expect(sockets[0]!.sent).toHaveLength(1);
    offB();
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'unsubscribe', topic: 'ticker' });
  });

  it('reconnects with growing backoff, resubscribes and asks for a resync', () => {
    const resync = vi.fn();
    client.onResync(resync);
    client.subscribe('kline:BTC/USDT:1min', () => {});
    sockets[0]!.open();
    expect(resync).not.toHaveBeenCalled();
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ op: 'subscribe', topic: 'kline:BTC/USDT:1min' }]);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('a gap in seq triggers a resync', () => {
    const resync = vi.fn();
    client.onResync(resync);
    client.subscribe('ticker', () => {});
    sockets[0]!.open();
    sockets[0]!.push({ seq: 1, type: 'hello' });
    sockets[0]!.push({ seq: 2, type: 'subscribed', topic: 'ticker' });
    expect(resync).not.toHaveBeenCalled();
    sockets[0]!.push({ seq: 4, type: 'ticker', topic: 'ticker' });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("the server's resync frame (events lost between instances) triggers a resync", () => {
    const resync = vi.fn();
    const ticker = vi.fn();
    client.onResync(resync);
    client.subscribe('ticker', ticker);
    sockets[0]!.open();
    sockets[0]!.push({ seq: 1, type: 'hello' });
    sockets[0]!.push({ seq: 2, type: 'resync' });
    expect(resync).toHaveBeenCalledTimes(1);
    sockets[0]!.push({ seq: 3, type: 'ticker', topic: 'ticker' });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(ticker).toHaveBeenCalledTimes(1);
  });
});

describe('live candle folding', () => {
  const c = (time: number, close: string) => ({
    time,
    open: '1',
    high: '2',
    low: '0.5',
    close,
    volume: '1',
  });
  it('replaces the in-progress candle, appends a new one, ignores an older one', () => {
    const list = [c(1, '1'), c(2, '1.1')];
    expect(withLive(list, c(2, '1.2'))).toEqual([c(1, '1'), c(2, '1.2')]);
    expect(withLive(list, c(3, '1.3'))).toEqual([c(1, '1'), c(2, '1.1'), c(3, '1.3')]);
    expect(withLive(list, c(3, '1.3'), 2)).toEqual([c(2, '1.1'), c(3, '1.3')]);
    expect(withLive(list, c(0, '9'))).toEqual(list);
  });
});
