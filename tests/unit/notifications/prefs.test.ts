// The notification preferences' switches (Settings → Notifications): optimistic, and put back one
// by one when the server refuses.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { NotificationPrefs } from '../../../src/api/generated/model';
import {
  applyChange,
  type PrefChange,
  prefToggleOptions,
} from '../../../src/features/notifications/settings/prefToggle';

const KEY = ['/notifications/preferences'];
const send = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api/generated/endpoints/notifications/notifications', () => ({
  getNotificationPrefsQueryKey: () => ['/notifications/preferences'],
  notificationPrefsSet: send,
}));

const PREFS: NotificationPrefs = {
  categories: [
    { category: 'p2p', push: true, email: true, email_locked: false },
    { category: 'earn', push: true, email: null, email_locked: false },
    { category: 'account', push: true, email: true, email_locked: true },
  ],
};

/** A promise settled from outside: the server's answer, when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pref = (client: QueryClient, category: string) =>
  client.getQueryData<NotificationPrefs>(KEY)!.categories.find((p) => p.category === category)!;

let client: QueryClient;
let failed: Mock<(error: unknown, change: PrefChange) => void>;
const toggle = (change: PrefChange) => {
  const observer = new MutationObserver(client, prefToggleOptions(client, failed));
  return observer.mutate(change).catch(() => undefined);
};
/** Lets onMutate (which awaits cancelQueries) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  send.mockReset();
  failed = vi.fn<(error: unknown, change: PrefChange) => void>();
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(KEY, structuredClone(PREFS));
});

describe('applyChange', () => {
  it('sets one channel of one category, and nothing else', () => {
    const next = applyChange(PREFS, { category: 'p2p', channel: 'email', enabled: false })!;
    expect(next.categories[0]).toEqual({ ...PREFS.categories[0], email: false });
    expect(next.categories.slice(1)).toEqual(PREFS.categories.slice(1));
    expect(PREFS.categories[0]!.email).toBe(true); // not mutated
  });

  it('leaves an e-mail the category has not as none', () => {
    const next = applyChange(PREFS, { category: 'earn', channel: 'email', enabled: true })!;
    expect(next.categories[1]!.email).toBeNull();
  });

  it('leaves no data as no data', () => {
    expect(applyChange(undefined, { category: 'p2p', channel: 'push', enabled: true })).toBe(
      undefined,
    );
  });
});

describe('a switch', () => {
  it('moves at once, sends 0 or 1 silently, and takes the server’s answer', async () => {
    const answer = deferred<NotificationPrefs>();
    send.mockReturnValueOnce(answer.promise);
    const done = toggle({ category: 'p2p', channel: 'push', enabled: false });
    await settle();
    expect(pref(client, 'p2p').push).toBe(false);
    expect(send).toHaveBeenCalledWith(
      { category: 'p2p', channel: 'push', enabled: 0 },
      { silent: true },
    );
    // The server's answer wins (here it also changed the e-mail, from another device).
    const fromServer = applyChange(
      applyChange(PREFS, { category: 'p2p', channel: 'push', enabled: false }),
      { category: 'p2p', channel: 'email', enabled: false },
    )!;
    answer.resolve(fromServer);
    await done;
    expect(client.getQueryData(KEY)).toEqual(fromServer);
    expect(failed).not.toHaveBeenCalled();
  });

  it('goes back where it was when the server refuses, and says so', async () => {
    const answer = deferred<NotificationPrefs>();
    send.mockReturnValueOnce(answer.promise);
    const done = toggle({ category: 'p2p', channel: 'email', enabled: false });
    await settle();
    expect(pref(client, 'p2p').email).toBe(false);
    const error = new Error('500');
    answer.reject(error);
    await done;
    expect(client.getQueryData(KEY)).toEqual(PREFS);
    expect(failed).toHaveBeenCalledWith(error, {
      category: 'p2p',
      channel: 'email',
      enabled: false,
    });
  });

  it('puts back only its own switch: another one changed meanwhile stays', async () => {
    const first = deferred<NotificationPrefs>();
    const second = deferred<NotificationPrefs>();
    send.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const one = toggle({ category: 'p2p', channel: 'push', enabled: false });
    await settle();
    const two = toggle({ category: 'account', channel: 'push', enabled: false });
    await settle();
    expect(pref(client, 'p2p').push).toBe(false);
    expect(pref(client, 'account').push).toBe(false);

    first.reject(new Error('500'));
    await one;
    expect(pref(client, 'p2p').push).toBe(true);
    expect(pref(client, 'account').push).toBe(false);

    second.resolve(applyChange(PREFS, { category: 'account', channel: 'push', enabled: false })!);
    await two;
    expect(pref(client, 'p2p').push).toBe(true);
    expect(pref(client, 'account').push).toBe(false);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('does not let an answer undo another switch still on its way', async () => {
    const first = deferred<NotificationPrefs>();
    const second = deferred<NotificationPrefs>();
    send.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const one = toggle({ category: 'p2p', channel: 'push', enabled: false });
    await settle();
    const two = toggle({ category: 'account', channel: 'push', enabled: false });
    await settle();
    // The first answer knows nothing of the second switch yet.
    first.resolve(applyChange(PREFS, { category: 'p2p', channel: 'push', enabled: false })!);
    await one;
    expect(pref(client, 'account').push).toBe(false);
    const both = applyChange(
      applyChange(PREFS, { category: 'p2p', channel: 'push', enabled: false }),
      { category: 'account', channel: 'push', enabled: false },
    )!;
    second.resolve(both);
    await two;
    expect(client.getQueryData(KEY)).toEqual(both);
  });
});
