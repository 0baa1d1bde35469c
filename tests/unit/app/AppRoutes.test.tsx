import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { resetLoginGuard } from '../../../src/app/authGuard';
import i18n, { initI18n } from '../../../src/i18n';
import { flush, render } from './render';

// The real table imports every page; tiny pages stand in (one protected, one that throws).
vi.mock('../../../src/app/routes', async () => {
  const { lazyPage } = await import('../../../src/app/lazyPage');
  return {
    ROUTES: [
      {
        path: '/pages/user/login/login',
        page: lazyPage(async () => ({ default: () => <p>login page</p> })),
      },
      {
        path: '/pages/boom/index',
        page: lazyPage(async () => ({
          default: () => {
            throw new Error('render failed');
          },
        })),
      },
      {
        path: '/pages/settings/account/index',
        page: lazyPage(async () => ({ default: () => <p>secret</p> })),
        auth: true,
      },
    ],
  };
});

const { AppRoutes } = await import('../../../src/app/AppRoutes');

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  clearSession();
  resetLoginGuard();
});
afterEach(() => clearSession());

describe('AppRoutes', () => {
  it('shows a not-found page with a way home for an unknown path', async () => {
    const view = renderAt('/pages/nope/nope');
    await flush();
    expect(view.container.textContent).toContain(i18n.t('common:notFound.title'));
    expect(view.container.textContent).toContain(i18n.t('common:notFound.home'));
    view.unmount();
  });

  it('sends a visitor from a protected page to login with the way back', async () => {
    const view = renderAt('/pages/settings/account/index?a=1');
    await flush();
    await flush();
    expect(view.container.querySelector('p')?.textContent).toBe('login page');
    expect(view.container.querySelector('output')?.textContent).toBe(
      `/pages/user/login/login?backpage=${encodeURIComponent('/pages/settings/account/index?a=1')}&backtype=1`,
    );
    view.unmount();
  });

  it('on a 999 answer goes to login with the current page as backpage', async () => {
    setSession('tok', { id: 1 } as User);
    const { getHttp, apiCall } = await import('../../../src/api/http');
    (await getHttp()).defaults.adapter = async (config) => ({
      data: { code: 999, type: '999', message: 'expired' },
      status: 200,
      statusText: '',
      headers: {},
      config,
    });
    const view = render(
      <MemoryRouter initialEntries={['/pages/settings/account/index?tab=1']}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    );
    await flush();
    await act(async () => {
      await apiCall({ url: '/user/center' }, { silent: true }).catch(() => undefined);
    });
    await flush();
    expect(view.container.querySelector('output')?.textContent).toBe(
      `/pages/user/login/login?backpage=${encodeURIComponent('/pages/settings/account/index?tab=1')}&backtype=1`,
    );
    view.unmount();
  });

  it('contains a page that throws: an error with Retry, not a blank app', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderAt('/pages/boom/index');
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      i18n.t('common:actions.retry'),
    );
    view.unmount();
    quiet.mockRestore();
  });

  it('shows a protected page to a signed-in user', async () => {
    setSession('tok', { id: 1 } as User);
    const view = renderAt('/pages/settings/account/index');
    await flush();
    expect(view.container.querySelector('p')?.textContent).toBe('secret');
    view.unmount();
  });
});
