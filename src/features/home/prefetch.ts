import type { QueryClient } from '@tanstack/react-query';
import { getCurrencyQuotationNewQueryOptions } from '../../api/generated/endpoints/market/market';
import { getNewsListQueryOptions } from '../../api/generated/endpoints/news/news';
import { getNotificationUnreadQueryOptions } from '../../api/generated/endpoints/notifications/notifications';
import {
  getSecurityAuthenticatorQueryOptions,
  getSecurityPasskeysQueryOptions,
} from '../../api/generated/endpoints/security/security';
import { BANNER_QUERY, NOTICES_QUERY, nudgeDismissed } from './queries';

// Quiet, as the page's own calls are: a failure shows where the page shows it, not twice.
const QUIET = { request: { silent: true } };

/**
 * What Home's first render asks the API for when opened signed in, asked while the page's code
 * and translations are still loading: the quotes, the banner and notices, the bell's count and
 * whether to show the second-factor nudge. Same keys as the page's hooks, so the page finds the
 * answers instead of drawing itself once per answer. The nudge, which stands at the top, was
 * Home's largest text and arrived last (Lighthouse's LCP element), after two calls in a row.
 */
export const prefetchHome = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(getCurrencyQuotationNewQueryOptions(QUIET)),
    client.prefetchQuery(getNewsListQueryOptions(BANNER_QUERY, QUIET)),
    client.prefetchQuery(getNewsListQueryOptions(NOTICES_QUERY, QUIET)),
    client.prefetchQuery(getNotificationUnreadQueryOptions(QUIET)),
    nudgeDismissed()
      ? undefined
      : client
          .fetchQuery(getSecurityAuthenticatorQueryOptions(QUIET))
          .then((state) =>
            state.enabled
              ? undefined
              : client.prefetchQuery(getSecurityPasskeysQueryOptions(QUIET)),
          ),
  ]);
