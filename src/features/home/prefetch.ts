import {
  currencyQuotationNew,
  getCurrencyQuotationNewQueryKey,
} from '../../api/generated/endpoints/market/market';
import { getNewsListQueryKey, newsList } from '../../api/generated/endpoints/news/news';
import {
  getNotificationUnreadQueryKey,
  notificationUnread,
} from '../../api/generated/endpoints/notifications/notifications';
import {
  getSecurityAuthenticatorQueryKey,
  getSecurityPasskeysQueryKey,
  securityAuthenticator,
  securityPasskeys,
} from '../../api/generated/endpoints/security/security';
import { earlyFor } from '../../api/earlyAnswers';
import { BANNER_QUERY, NOTICES_QUERY, nudgeDismissed } from './queries';

/**
 * What Home's first render asks the API for when opened signed in, asked while the page's code
 * and translations are still loading: the quotes, the banner and notices, the bell's count and
 * whether to show the second-factor nudge (the passkeys only once the authenticator is off). The
 * answers wait for the page's own calls (src/api/earlyAnswers.ts).
 */
export const prefetchHome = () =>
  Promise.all([
    currencyQuotationNew(earlyFor(getCurrencyQuotationNewQueryKey())),
    newsList(BANNER_QUERY, earlyFor(getNewsListQueryKey(BANNER_QUERY))),
    newsList(NOTICES_QUERY, earlyFor(getNewsListQueryKey(NOTICES_QUERY))),
    notificationUnread(earlyFor(getNotificationUnreadQueryKey())),
    nudgeDismissed()
      ? undefined
      : securityAuthenticator(earlyFor(getSecurityAuthenticatorQueryKey())).then((state) =>
          state.enabled ? undefined : securityPasskeys(earlyFor(getSecurityPasskeysQueryKey())),
        ),
  ]);
