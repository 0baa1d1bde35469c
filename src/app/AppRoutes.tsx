import { useLayoutEffect, useMemo, useRef } from 'react';
import { type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { setSessionExpiredHandler } from '../api/http';
import { redirectToLogin, setGuardNavigator } from './authGuard';
import { RequireAuth } from './RequireAuth';
import NotFoundPage from './NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ROUTES } from './routes';
import { routeLookup } from './routes/lookup';

// The route table's elements, made once: a change of address (a query parameter, the exit guard's
// entry on a tab page's first visit) then leaves the page's element as it was, and React does not
// draw the whole page again; only what reads the router does.
const ROUTE_OBJECTS = ROUTES.map(({ path, page: Page, auth }): RouteObject & { path: string } => ({
  path,
  element: auth ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  ),
}));
const NOT_FOUND: RouteObject = { path: '*', element: <NotFoundPage /> };
const findRouteObject = routeLookup(ROUTE_OBJECTS);

/** The route table rendered; also hands the guard and the 999 handler the router's navigate. */
export function AppRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('');
  useLayoutEffect(() => {
    path.current = location.pathname + location.search;
  });

  // A layout effect, so the guard knows the router before any page's (passive) effect checks login.
  useLayoutEffect(() => {
    setGuardNavigator(
      (to) => navigate(to, { replace: true }),
      () => path.current,
    );
    // An expired session (type 999) goes to login and comes back to where the user was.
    setSessionExpiredHandler(() => redirectToLogin());
  }, [navigate]);

  // The router matches the address's one candidate, not the whole table (routes/lookup.ts).
  const candidate = findRouteObject(location.pathname);
  const routes = useMemo(() => (candidate ? [candidate, NOT_FOUND] : [NOT_FOUND]), [candidate]);
  const page = useRoutes(routes);
  return <PageErrorBoundary key={location.pathname}>{page}</PageErrorBoundary>;
}
