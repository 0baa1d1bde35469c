import { describe, expect, it, vi } from 'vitest';
import { MarketSocket, type SocketLike } from '../../../src/api/socket';

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
