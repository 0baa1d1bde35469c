import type { QueryClient } from '@tanstack/react-query';
import { getWalletListQueryOptions } from '../../api/generated/endpoints/assets/assets';

/**
 * What the Assets tab's first render asks the API for (the four accounts), asked while the page's
 * code and translations are still loading. Same key as the page's hook. Quiet: a failure shows as
 * the page's own error state (and its refetch's toast), not twice.
 */
export const prefetchAssetsIndex = (client: QueryClient) =>
  client.prefetchQuery(getWalletListQueryOptions({ request: { silent: true } }));
