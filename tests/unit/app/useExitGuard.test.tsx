import { act, StrictMode, useLayoutEffect } from 'react';
import { HashRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_WINDOW_MS, useExitGuard } from '../../../src/components/TabBar/useExitGuard';
import i18n, { initI18n } from '../../../src/i18n';
import { PATHS } from '../../../src/lib/paths';
import { flush, render, type Rendered } from './render';

const toast = vi.hoisted(() => ({ showExitToast: vi.fn(async () => {}) }));
vi.mock('../../../src/components/TabBar/exitToast', () => toast);

// What the router shows, and its navigate, as the probe last rendered them.
const seen = { pathname: '', navigate: (() => {}) as NavigateFunction };

function Probe() {
  useExitGuard();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    seen.navigate = navigate;
    seen.pathname = pathname;
  });
  return null;
}

// Like the app, whose pages (and their tab bar) mount afresh when the path changes.
function Page() {
  return <Probe key={useLocation().pathname} />;
}

let view: Rendered | undefined;
let leave: ReturnType<typeof vi.spyOn>;
const entries = () => window.history.length;
const idx = () => (window.history.state as { idx: number }).idx;

/** Opens the app on `path` as the first entry of its history, like a link or a typed address. */
async function open(path: string) {
  window.history.replaceState(null, '', `#${path}`);
  view = render(
    <StrictMode>
      <HashRouter>
        <Page />
      </HashRouter>
    </StrictMode>,
  );
  await flush();
}

/** The phone's back button (the guard leaves through history.back(), spied as `leave`). */
async function pressBack() {
  await act(async () => {
    const popped = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    window.history.go(-1);
    await popped;
  });
  await settle();
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
  }
}

async function go(path: string, replace = false) {
  await act(async () => void seen.navigate(path, { replace }));
  await settle();
}

// The guard remembers its last warning across mounts: each test starts a day after the last.
let day = 0;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  day += 1;
  vi.setSystemTime(Date.UTC(2026, 0, day));
  toast.showExitToast.mockClear();
  leave = vi.spyOn(window.history, 'back').mockImplementation(() => {});
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  leave.mockRestore();
  vi.useRealTimers();
});

describe('useExitGuard', () => {
  it('warns on the first back from a tab root and stays', async () => {
    await open(PATHS.home);
    expect(idx()).toBe(1);
    await pressBack();
    expect(toast.showExitToast).toHaveBeenCalledWith(i18n.t('common:exit.pressAgain'));
    expect(leave).not.toHaveBeenCalled();
    expect(seen.pathname).toBe(PATHS.home);
    expect(idx()).toBe(1);
  });

  it('leaves on a second back within 2 s', async () => {
    await open(PATHS.home);
    await pressBack();
    vi.advanceTimersByTime(EXIT_WINDOW_MS - 500);
    await pressBack();
    expect(toast.showExitToast).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('warns again once 2 s have passed', async () => {
    await open(PATHS.home);
    await pressBack();
    vi.advanceTimersByTime(EXIT_WINDOW_MS + 100);
    await pressBack();
    expect(toast.showExitToast).toHaveBeenCalledTimes(2);
    expect(leave).not.toHaveBeenCalled();
    expect(seen.pathname).toBe(PATHS.home);
  });

  it('intercepts nothing on a page that is not a tab', async () => {
    await open(PATHS.kline);
    const before = entries();
    expect(idx()).toBe(0);
    await go(PATHS.assetsRecord);
    await pressBack();
    expect(seen.pathname).toBe(PATHS.kline);
    expect(entries()).toBe(before + 1);
    expect(toast.showExitToast).not.toHaveBeenCalled();
  });

  it('adds no entries when switching tabs, and pages opened from a tab go back normally', async () => {
    await open(PATHS.home);
    const guarded = entries();
    await go(PATHS.market, true);
    await go(PATHS.assets, true);
    expect(entries()).toBe(guarded);
    expect(idx()).toBe(1);

    await go(PATHS.assetsRecord);
    await pressBack();
    expect(seen.pathname).toBe(PATHS.assets);
    expect(toast.showExitToast).not.toHaveBeenCalled();

    // Back from the tab the user switched to warns and keeps that tab.
    await pressBack();
    expect(toast.showExitToast).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    expect(seen.pathname).toBe(PATHS.assets);
  });
});
