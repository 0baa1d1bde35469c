import { QueryClient, onlineManager } from '@tanstack/react-query';
import { subscribeSession, getSession } from '../api/session';

/**
 * The app's one QueryClient. http.ts already toasts every failed call, so queries do not retry
 * by themselves (a retry would toast twice); pages offer a Retry button instead. Mutations
 * (orders, transfers) must never repeat on their own. Offline, calls are still made and fail at
 * once (networkMode 'always'), so a page shows its error state with Retry, not an endless
 * spinner; the offline banner says why, and reconnecting refetches what is on screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        refetchOnReconnect: true, // 'always' mode turns it off by default
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// react-query assumes "online" until it hears an offline event, and listens only once a query
// is mounted; a page opened offline would never see itself go back online, and keep its errors.
// Follow navigator.onLine from the start instead: reconnecting then refetches what failed.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

// Signing out (or a 999) drops every cached answer, so the next user never sees the last one's data.
let hadSession = Boolean(getSession().token);
subscribeSession(() => {
  const hasSession = Boolean(getSession().token);
  if (hadSession && !hasSession) queryClient.clear();
  hadSession = hasSession;
});
