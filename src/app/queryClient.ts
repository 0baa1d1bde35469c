import { QueryClient } from '@tanstack/react-query';
import { subscribeSession, getSession } from '../api/session';

/**
 * The app's one QueryClient. http.ts already toasts every failed call, so queries do not retry
 * by themselves (a retry would toast twice); pages offer a Retry button instead. Mutations
 * (orders, transfers) must never repeat on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Signing out (or a 999) drops every cached answer, so the next user never sees the last one's data.
let hadSession = Boolean(getSession().token);
subscribeSession(() => {
  const hasSession = Boolean(getSession().token);
  if (hadSession && !hasSession) queryClient.clear();
  hadSession = hasSession;
});
