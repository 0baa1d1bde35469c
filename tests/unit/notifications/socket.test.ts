import { describe, expect, it, vi } from 'vitest';
import { MarketSocket, type SocketLike } from '../../../src/api/socket';

function connected() {
  let socket: SocketLike | undefined;
  const client = new MarketSocket('ws://x/api/socket', () => {
    socket = { readyState: 1, send() {}, close() {}, onopen: null, onclose: null, onmessage: null };
    return socket;
  });
  const listener = vi.fn();
  client.onUser(listener);
  socket!.onopen?.();
  return {
    listener,
    receive: (frame: object) => socket!.onmessage?.({ data: JSON.stringify(frame) }),
  };
}

describe('user events', () => {
  it("reach the user listeners for the user's P2P orders (the order page reads it again)", () => {
    const { listener, receive } = connected();
    const frame = { seq: 1, type: 'otc.order', data: { id: 7, status: 'paid' } };
    receive(frame);
    expect(listener).toHaveBeenCalledWith(frame);
    receive({ seq: 2, type: 'ticker', data: null }); // not a user event
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the notification user event', () => {
  it('reaches the user listeners (the bell and the inbox refetch on it)', () => {
    let socket: SocketLike | undefined;
    const client = new MarketSocket('ws://x/api/socket', () => {
      socket = {
        readyState: 1,
        send() {},
        close() {},
        onopen: null,
        onclose: null,
        onmessage: null,
      };
      return socket;
    });
    const listener = vi.fn();
    client.onUser(listener);
    socket!.onopen?.();
    const frame = {
      seq: 1,
      type: 'notification',
      data: { id: 7, category: 'p2p', kind: 'p2p_paid' },
    };
    socket!.onmessage?.({ data: JSON.stringify(frame) });
    expect(listener).toHaveBeenCalledWith(frame);
  });
});
