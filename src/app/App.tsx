import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { HashRouter } from 'react-router-dom';
import { OfflineBanner } from '../components/OfflineBanner/OfflineBanner';
import { useUpdateReady } from '../lib/updateReady';
import { AppRoutes } from './AppRoutes';
import { LocaleProvider } from './LocaleProvider';
import { queryClient } from './queryClient';

// The prompt's code is fetched only once a new version is actually waiting (rarely, and never
// on a first visit).
const UpdatePrompt = lazy(() =>
  import('../components/UpdatePrompt/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
);

function UpdatePromptWhenReady() {
  const ready = useUpdateReady();
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <OfflineBanner />
        <HashRouter>
          <AppRoutes />
        </HashRouter>
        <UpdatePromptWhenReady />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
