import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../src/api/http';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { preloadCurrentRoute } from '../../../src/app/routes/preloadCurrent';
import { prefetchAssetsIndex } from '../../../src/features/assets/prefetch';
import { prefetchTrustIndex } from '../../../src/features/trust/prefetch';
import { prefetchHome } from '../../../src/features/home/prefetch';
import { getWalletListQueryKey } from '../../../src/api/generated/endpoints/assets/assets';
import { getCurrencyQuotationNewQueryKey } from '../../../src/api/generated/endpoints/market/market';
import { getNewsListQueryKey } from '../../../src/api/generated/endpoints/news/news';
import { getNotificationUnreadQueryKey } from '../../../src/api/generated/endpoints/notifications/notifications';
import {
  getLhDepositConfigQueryKey,
  getLhDepositReportQueryKey,
} from '../../../src/api/generated/endpoints/trust/trust';
import { BANNER_QUERY, NOTICES_QUERY } from '../../../src/features/home/queries';

// Every call answers with what it was asked, so a test sees which operation filled which key.
vi.mock('../../../src/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/http')>()),
  apiCall: vi.fn(async () => ({})),
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

/** The operations a prefetch called (address and, for the news, which list), each checked to be
 * an early, quiet call whose answer waits for the page. */
function earlyCalls() {
  return vi.mocked(apiCall).mock.calls.map(([config, options]) => {
    expect(options).toMatchObject({ silent: true, early: true });
    const body = config.data instanceof URLSearchParams ? `?${config.data.toString()}` : '';
    const params = config.params ? `?${new URLSearchParams(config.params).toString()}` : '';
    return `${config.method} ${config.url}${params}${body}`;
  });
}

/** The query keys the prefetch's calls named: where the page's hooks keep those answers. */
const earlyKeys = () =>
  vi.mocked(apiCall).mock.calls.map(([, options]) => JSON.stringify(options?.queryKey));
const keys = (...queryKeys: (readonly unknown[])[]) =>
  queryKeys.map((key) => JSON.stringify(key)).sort();

const list = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

describe('first-render prefetches', () => {
  it('Trust asks for the totals and products of the hosting family', async () => {
    await prefetchTrustIndex();
    expect(earlyCalls().sort()).toEqual([
      'GET /lh/deposit/config?family=hosting',
      'GET /lh/deposit/report?family=hosting',
    ]);
    expect(earlyKeys().sort()).toEqual(
      keys(
        getLhDepositConfigQueryKey({ family: 'hosting' }),
        getLhDepositReportQueryKey({ family: 'hosting' }),
      ),
    );
  });

  it('Assets asks for the wallet list', async () => {
    await prefetchAssetsIndex();
    expect(earlyCalls()).toEqual(['POST /wallet/list']);
    expect(earlyKeys()).toEqual(keys(getWalletListQueryKey()));
  });
});

describe('Home’s prefetch', () => {
  it('asks for the quotes, banner, notices and the bell, not the nudge’s questions', async () => {
    await prefetchHome();
    expect(earlyCalls().sort()).toEqual(
      [
        'GET /currency/quotation_new',
        'GET /notifications/unread',
        `POST /news/list?${list(BANNER_QUERY)}`,
        `POST /news/list?${list(NOTICES_QUERY)}`,
      ].sort(),
    );
    expect(earlyKeys().sort()).toEqual(
      keys(
        getCurrencyQuotationNewQueryKey(),
        getNotificationUnreadQueryKey(),
        getNewsListQueryKey(BANNER_QUERY),
        getNewsListQueryKey(NOTICES_QUERY),
      ),
    );
  });
});

describe('preloadCurrentRoute', () => {
  it('starts a signed-in page’s prefetch', () => {
    setSession('token-1', { id: 1 } as User);
    preloadCurrentRoute('#/pages/template/index');
    expect(prefetchSignedIn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a visitor, whom the guard sends to login', () => {
    preloadCurrentRoute('#/pages/template/index');
    expect(prefetchSignedIn).not.toHaveBeenCalled();
  });

  it('starts a public page’s prefetch when it is opened signed in (Home shows the user’s things)', () => {
    setSession('token-1', { id: 1 } as User);
    preloadCurrentRoute('#/pages/index/index');
    expect(prefetchPublic).toHaveBeenCalledTimes(1);
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
