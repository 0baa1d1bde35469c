import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { LocaleProvider } from './LocaleProvider';
import { queryClient } from './queryClient';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
