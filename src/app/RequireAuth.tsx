import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../api/session';
import { checkLogin, LOGIN_GUARD_MS } from './authGuard';

/**
 * Renders a protected page for a signed-in user; a visitor arriving on it is sent to login with
 * the way back. The check runs on arrival only: whoever ends a session on an open page also
 * moves the user (log out goes to plain login, a 999 answer to login with backpage), so the
 * guard must not race them with a redirect of its own.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const { pathname, search } = useLocation();
  const backpage = pathname + search;

  useEffect(() => {
    if (checkLogin(1, backpage)) return;
    // A redirect made under a second ago (the guard's window) may have gone elsewhere (a session
    // ended as the user logged out): look again once the window has passed, or this page would
    // stay blank.
    const again = setTimeout(() => checkLogin(1, backpage), LOGIN_GUARD_MS);
    return () => clearTimeout(again);
  }, [backpage]);

  return token || user ? <>{children}</> : null;
}
