import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';

// .storybook/preview already gives every story a router and a query client; these add one only
// when a story renders without them (another Storybook, a docs page), never a second router.

function RouterIfMissing({ route, children }: { route: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  return (
    <MemoryRouter initialEntries={[route.startsWith('/') ? route : `/${route}`]}>
      {children}
    </MemoryRouter>
  );
}

function QueryClientIfMissing({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  if (existing) return <>{children}</>;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A MemoryRouter at `parameters.route` (a spec page path) when no router is around. */
export const withRouter: Decorator = (Story, { parameters }) => (
  <RouterIfMissing
    route={typeof parameters.route === 'string' ? parameters.route : 'pages/index/index'}
  >
    <Story />
  </RouterIfMissing>
);

/** A fresh QueryClient (no retries) when no provider is around. */
export const withQueryClient: Decorator = (Story) => (
  <QueryClientIfMissing>
    <Story />
  </QueryClientIfMissing>
);
