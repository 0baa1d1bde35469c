import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../src/api/http';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { getWalletListQueryKey } from '../../../src/api/generated/endpoints/assets/assets';
import {
  getLhDepositConfigQueryKey,
  getLhDepositReportQueryKey,
} from '../../../src/api/generated/endpoints/trust/trust';
import { queryClient } from '../../../src/app/queryClient';
import { preloadCurrentRoute } from '../../../src/app/routes/preloadCurrent';
import { prefetchAssetsIndex } from '../../../src/features/assets/prefetch';
import { prefetchTrustIndex } from '../../../src/features/trust/prefetch';
import { prefetchHome } from '../../../src/features/home/prefetch';
import {
  BANNER_QUERY,
  NOTICES_QUERY,
  NUDGE_DISMISSED_KEY,
} from '../../../src/features/home/queries';
import { getNewsListQueryKey } from '../../../src/api/generated/endpoints/news/news';

// Every call answers with what it was asked, so a test sees which operation filled which key.
vi.mock('../../../src/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/http')>()),
  apiCall: vi.fn(async (config: { url: string }) => ({ answered: config.url })),
}));

// Two stand-in routes: one signed-in page that prefetches, one public page that would.
const { prefetchSignedIn, prefetchPublic, loadTabBar } = vi.hoisted(() => ({
  prefetchSignedIn: vi.fn(async () => {}),
  prefetchPublic: vi.fn(async () => {}),
  loadTabBar: vi.fn(async () => ({})),
}));
vi.mock('../../../src/components/PageFrame/lazyParts', () => ({
  loadTabBar,
  loadPullToRefresh: vi.fn(async () => ({})),
}));
vi.mock('../../../src/app/routes', async () => {
  const { lazyPage } = await import('../../../src/app/lazyPage');
  const page = () => lazyPage(async () => ({ default: () => null }));
  return {
    ROUTES: [
      { path: '/pages/template/index', page: page(), auth: true, prefetch: prefetchSignedIn },
      { path: '/pages/index/index', page: page(), prefetch: prefetchPublic },
      { path: '/pages/notice/index', page: page() },
    ],
  };
});

afterEach(() => {
  vi.clearAllMocks();
  clearSession();
});

describe('first-render prefetches', () => {
  it('Trust fills the keys its page reads (totals and products of the hosting family), quietly', async () => {
    const client = new QueryClient();
    await prefetchTrustIndex(client);
    expect(client.getQueryData(getLhDepositReportQueryKey({ family: 'hosting' }))).toEqual({
      answered: '/lh/deposit/report',
    });
    expect(client.getQueryData(getLhDepositConfigQueryKey({ family: 'hosting' }))).toEqual({
      answered: '/lh/deposit/config',
    });
    for (const [, options] of vi.mocked(apiCall).mock.calls)
      expect(options).toMatchObject({ silent: true });
  });

  it('Assets fills the wallet list its page reads, quietly', async () => {
    const client = new QueryClient();
    await prefetchAssetsIndex(client);
    expect(client.getQueryData(getWalletListQueryKey())).toEqual({ answered: '/wallet/list' });
    expect(vi.mocked(apiCall).mock.calls[0]?.[1]).toMatchObject({ silent: true });
  });
});

describe('Home’s prefetch', () => {
  afterEach(() => localStorage.clear());

  const answered = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => (query.state.data as { answered?: string } | undefined)?.answered)
      .sort();

  it('fills the quotes, banner, notices, the bell and the nudge’s two questions, quietly', async () => {
    const client = new QueryClient();
    await prefetchHome(client);
    expect(client.getQueryData(getNewsListQueryKey(BANNER_QUERY))).toBeDefined();
    expect(client.getQueryData(getNewsListQueryKey(NOTICES_QUERY))).toBeDefined();
    expect(answered(client)).toEqual([
      '/currency/quotation_new',
      '/news/list',
      '/news/list',
      '/notifications/unread',
      '/security/authenticator',
      '/security/passkeys',
    ]);
    for (const [, options] of vi.mocked(apiCall).mock.calls)
      expect(options).toMatchObject({ silent: true });
  });

  it('asks nothing for the nudge once this device has dismissed it', async () => {
    localStorage.setItem(NUDGE_DISMISSED_KEY, '1');
    const client = new QueryClient();
    await prefetchHome(client);
    expect(answered(client)).not.toContain('/security/authenticator');
    expect(answered(client)).not.toContain('/security/passkeys');
  });
});

describe('preloadCurrentRoute', () => {
  it('starts a signed-in page’s prefetch with the app’s query client', () => {
    setSession('token-1', { id: 1 } as User);
    preloadCurrentRoute('#/pages/template/index');
    expect(prefetchSignedIn).toHaveBeenCalledWith(queryClient);
  });

  it('asks nothing for a visitor, whom the guard sends to login', () => {
    preloadCurrentRoute('#/pages/template/index');
    expect(prefetchSignedIn).not.toHaveBeenCalled();
  });

  it('starts a public page’s prefetch when it is opened signed in (Home shows the user’s things)', () => {
    setSession('token-1', { id: 1 } as User);
    preloadCurrentRoute('#/pages/index/index');
    expect(prefetchPublic).toHaveBeenCalledWith(queryClient);
  });

  it('leaves a public page to a visitor’s own first render', () => {
    preloadCurrentRoute('#/pages/index/index');
    expect(prefetchPublic).not.toHaveBeenCalled();
  });

  it('fetches the tab bar with a tab page (it shows with the first screen), not with others', () => {
    preloadCurrentRoute('#/pages/index/index');
    expect(loadTabBar).toHaveBeenCalledTimes(1);
    preloadCurrentRoute('#/pages/notice/index');
    expect(loadTabBar).toHaveBeenCalledTimes(1);
  });
});
