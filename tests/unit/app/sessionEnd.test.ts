import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/generated/model';
import { getToken, setSession } from '../../../src/api/session';
import { setSocketFactory, type SocketLike } from '../../../src/api/socket';
import { setGuardNavigator } from '../../../src/app/authGuard';
import { watchSessionEnd } from '../../../src/app/sessionEnd';
import { initI18n } from '../../../src/i18n';

vi.mock('../../../src/components/imperative/toast', () => ({ showToast: vi.fn() }));

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { op: string; token?: string }[] = [];
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
  push(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const USER = { id: 7 } as User;
const TOKEN = 'a'.repeat(43);

describe('a session ended elsewhere', () => {
  let sockets: FakeSocket[];
  const navigate = vi.fn<(to: string) => void>();

  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    sockets = [];
    setSocketFactory(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    });
    setGuardNavigator(navigate);
    window.location.hash = '#/pages/assets/index';
  });
  afterEach(() => navigate.mockReset());

  it('opens the user socket once signed in, and on session.ended forgets the session and goes to sign-in', async () => {
    watchSessionEnd();
    expect(sockets).toHaveLength(0); // nobody signed in: no socket
    setSession(TOKEN, USER);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.open();
    expect(sockets[0]!.sent).toContainEqual({ op: 'auth', token: TOKEN });

    sockets[0]!.push({ seq: 1, type: 'balance.changed', data: null });
    expect(getToken()).toBe(TOKEN); // other events change nothing here
    sockets[0]!.push({ seq: 2, type: 'session.ended', data: { reason: 'user', session_ids: [3] } });
    expect(getToken()).toBeNull();
    const { showToast } = await import('../../../src/components/imperative/toast');
    expect(showToast).toHaveBeenCalledWith({
      content:
        'This device was signed out of your account from another device or by support. Please sign in again.',
    });
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/pages/user/login/login'));
  });
});
