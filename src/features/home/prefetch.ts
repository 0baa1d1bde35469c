import { currencyQuotationNew } from '../../api/generated/endpoints/market/market';
import { newsList } from '../../api/generated/endpoints/news/news';
import { notificationUnread } from '../../api/generated/endpoints/notifications/notifications';
import {
  securityAuthenticator,
  securityPasskeys,
} from '../../api/generated/endpoints/security/security';
import { EARLY } from '../../api/earlyAnswers';
import { BANNER_QUERY, NOTICES_QUERY, nudgeDismissed } from './queries';

/**
 * What Home's first render asks the API for when opened signed in, asked while the page's code
 * and translations are still loading: the quotes, the banner and notices, the bell's count and
 * whether to show the second-factor nudge (the passkeys only once the authenticator is off). The
 * answers wait for the page's own calls (src/api/earlyAnswers.ts).
 */
export const prefetchHome = () =>
  Promise.all([
    currencyQuotationNew(EARLY),
    newsList(BANNER_QUERY, EARLY),
    newsList(NOTICES_QUERY, EARLY),
    notificationUnread(EARLY),
    nudgeDismissed()
      ? undefined
      : securityAuthenticator(EARLY).then((state) =>
          state.enabled ? undefined : securityPasskeys(EARLY),
        ),
  ]);
