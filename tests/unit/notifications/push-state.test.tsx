import { useLayoutEffect } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushState } from '../../../src/features/notifications';
import { flush, render, type Rendered } from '../app/render';

// usePushState (the settings switch's hook) over push.ts, whose calls are mocked here.
const push = vi.hoisted(() => ({
  support: 'granted' as string,
  subscribed: false,
  pushSupport: vi.fn(() => push.support),
  currentPushSubscription: vi.fn(async () => (push.subscribed ? {} : null)),
  enablePush: vi.fn(async () => {
    push.subscribed = true;
    return 'on';
  }),
  disablePush: vi.fn(async () => {
    push.subscribed = false;
  }),
}));
vi.mock('../../../src/features/notifications/push/push', () => push);

const { usePushState } = await import('../../../src/features/notifications/push/usePushState');

let state: PushState;
let view: Rendered | undefined;
function Probe() {
  const current = usePushState();
  useLayoutEffect(() => {
    state = current;
  });
  return null;
}

beforeEach(() => {
  push.support = 'granted';
  push.subscribed = false;
});
afterEach(() => view?.unmount());

describe('usePushState', () => {
  it('finds out whether this browser is subscribed (busy meanwhile)', async () => {
    push.subscribed = true;
    view = render(<Probe />);
    expect(state).toMatchObject({ support: 'granted', busy: true, on: false });
    await flush();
    expect(state).toMatchObject({ support: 'granted', busy: false, on: true });
  });

  it('turns on and off', async () => {
    push.support = 'default';
    view = render(<Probe />);
    await flush();
    expect(state).toMatchObject({ support: 'default', busy: false, on: false });
    push.support = 'granted';
    let result: string | undefined;
    await act(async () => {
      result = await state.enable();
    });
    expect(result).toBe('on');
    expect(state).toMatchObject({ support: 'granted', busy: false, on: true });
    await act(async () => {
      await state.disable();
    });
    expect(push.disablePush).toHaveBeenCalledOnce();
    expect(state).toMatchObject({ on: false, busy: false });
  });

  it('is simply unsupported where push is not', async () => {
    push.support = 'unsupported';
    view = render(<Probe />);
    await flush();
    expect(state).toMatchObject({ support: 'unsupported', on: false, busy: false });
    expect(push.currentPushSubscription).not.toHaveBeenCalled();
  });
});
