import type { QueryClient } from '@tanstack/react-query';
import {
  getLhDepositConfigQueryOptions,
  getLhDepositReportQueryOptions,
} from '../../api/generated/endpoints/trust/trust';

// Quiet: a failure shows as the page's own error state (and its refetch's toast), not twice.
const BACKGROUND = { request: { silent: true } };

/**
 * What the Trust tab's first render asks the API for (its totals and its products), asked while
 * the page's code and translations are still loading. Same keys as the page's hooks, so the page
 * finds the answers (or the requests in flight) instead of asking again.
 */
export const prefetchTrustIndex = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(getLhDepositReportQueryOptions({ family: 'hosting' }, BACKGROUND)),
    client.prefetchQuery(getLhDepositConfigQueryOptions({ family: 'hosting' }, BACKGROUND)),
  ]);
