import { useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setSessionExpiredHandler } from '../api/http';
import { redirectToLogin, setGuardNavigator } from './authGuard';
import { RequireAuth } from './RequireAuth';
import NotFoundPage from './NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ROUTES } from './routes';

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

  return (
    <PageErrorBoundary key={location.pathname}>
      <Routes>
        {ROUTES.map(({ path, page: Page, auth }) => (
          <Route
            key={path}
            path={path}
            element={
              auth ? (
                <RequireAuth>
                  <Page />
                </RequireAuth>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageErrorBoundary>
  );
}
