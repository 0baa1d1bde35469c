import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/api/session';
import {
  LOGIN_GUARD_MS,
  redirectToLogin,
  resetLoginGuard,
  setGuardNavigator,
} from '../../../src/app/authGuard';
import { RequireAuth } from '../../../src/app/RequireAuth';
import { PATHS } from '../../../src/lib/paths';
import { advance, render } from './render';

const navigate = vi.fn<(to: string) => void>();

describe('RequireAuth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearSession();
    resetLoginGuard();
    navigate.mockReset();
    setGuardNavigator(navigate);
  });
  afterEach(() => vi.useRealTimers());

  it('still sends a visitor to login when another redirect happened under a second before', async () => {
    // A session ended as the user logged out: that redirect went to login from another page.
    redirectToLogin(PATHS.settings);
    expect(navigate).toHaveBeenCalledTimes(1);
    const view = render(
      <MemoryRouter initialEntries={[PATHS.account]}>
        <RequireAuth>
          <p>account</p>
        </RequireAuth>
      </MemoryRouter>,
    );
    expect(navigate).toHaveBeenCalledTimes(1); // inside the guard's window
    await advance(LOGIN_GUARD_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate.mock.calls[1]![0]).toContain(`backpage=${encodeURIComponent(PATHS.account)}`);
    view.unmount();
  });
});
