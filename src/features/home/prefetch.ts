import {
  currencyQuotationNew,
  getCurrencyQuotationNewQueryKey,
} from '../../api/generated/endpoints/market/market';
import { getNewsListQueryKey, newsList } from '../../api/generated/endpoints/news/news';
import {
  getNotificationUnreadQueryKey,
  notificationUnread,
} from '../../api/generated/endpoints/notifications/notifications';
import { earlyFor } from '../../api/earlyAnswers';
import { BANNER_QUERY, NOTICES_QUERY } from './queries';

/**
 * What Home's first render asks the API for when opened signed in, asked while the page's code
 * and translations are still loading: the quotes, the banner and notices, and the bell's count
 * (the second-factor nudge asks its own once the first screen has settled). The answers wait for
 * the page's own calls (src/api/earlyAnswers.ts).
 */
export const prefetchHome = () =>
  Promise.all([
    currencyQuotationNew(earlyFor(getCurrencyQuotationNewQueryKey())),
    newsList(BANNER_QUERY, earlyFor(getNewsListQueryKey(BANNER_QUERY))),
    newsList(NOTICES_QUERY, earlyFor(getNewsListQueryKey(NOTICES_QUERY))),
    notificationUnread(earlyFor(getNotificationUnreadQueryKey())),
  ]);
