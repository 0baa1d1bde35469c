import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { setSessionEndedHandler } from './api/http';
import { ConsoleProviders, newConsoleQueryClient } from './app/ConsoleProviders';
import { consoleRoutes } from './app/routes';
import 'virtual:theme.css';
import './app/console.css';

// The operator console's entry (/admin/): its own bundle, sharing nothing heavy with /h5/.
const router = createHashRouter(consoleRoutes);
const client = newConsoleQueryClient();
setSessionEndedHandler(() => {
  client.clear();
  void router.navigate('/sign-in', { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleProviders client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </ConsoleProviders>
  </StrictMode>,
);
