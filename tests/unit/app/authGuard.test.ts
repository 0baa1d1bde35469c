import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import {
  LOGIN_GUARD_MS,
  checkLogin,
  resetLoginGuard,
  setGuardNavigator,
} from '../../../src/app/authGuard';
import { PATHS } from '../../../src/lib/paths';

const navigate = vi.fn<(to: string) => void>();

function at(path: string) {
  window.location.hash = `#${path}`;
}

describe('checkLogin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearSession();
    resetLoginGuard();
    navigate.mockReset();
    setGuardNavigator(navigate);
  });

  afterEach(() => vi.useRealTimers());

  it('sends a visitor on a page to login with backpage and backtype 1', () => {
    at('/pages/settings/account/index?tab=2&pair=BTC/USDT');
    expect(checkLogin()).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
    const url = new URL(navigate.mock.calls[0]![0], 'http://app');
    expect(url.pathname).toBe(PATHS.login);
    expect(url.searchParams.get('backpage')).toBe(
      '/pages/settings/account/index?tab=2&pair=BTC/USDT',
    );
    expect(url.searchParams.get('backtype')).toBe('1');
    expect(navigate.mock.calls[0]![0]).toContain(
      `backpage=${encodeURIComponent('/pages/settings/account/index?tab=2&pair=BTC/USDT')}`,
    );
  });

  it('uses backtype 2 for a tab page', () => {
    at(PATHS.assets);
    checkLogin(1);
    expect(navigate).toHaveBeenCalledWith(
      `${PATHS.login}?backpage=${encodeURIComponent(PATHS.assets)}&backtype=2`,
    );
  });

  it('redirects at most once per second', () => {
    at(PATHS.account);
    expect(checkLogin()).toBe(false);
    vi.advanceTimersByTime(LOGIN_GUARD_MS - 1);
    expect(checkLogin()).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(checkLogin()).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('mode 2 only answers false, without redirecting', () => {
    at(PATHS.account);
    expect(checkLogin(2)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a signed-in user stay', () => {
    setSession('token-1', { id: 1, nickname: 'A' } as User);
    at(PATHS.account);
    expect(checkLogin()).toBe(true);
    expect(checkLogin(2)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect from the login page itself', () => {
    at(`${PATHS.login}?backpage=x`);
    expect(checkLogin()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
