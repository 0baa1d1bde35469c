import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of community. */
export const communityRoutes: readonly AppRoute[] = [
  {
    path: PATHS.settings,
    page: lazyPage(() => import('../../features/settings/pages/SettingsPage')),
    auth: true,
  },
  {
    path: PATHS.language,
    page: lazyPage(() => import('../../features/settings/pages/LanguagePage')),
  },
  {
    path: PATHS.promotion,
    page: lazyPage(() => import('../../features/promotion/pages/PromotionPage')),
    auth: true,
  },
  {
    path: PATHS.helpCenter,
    page: lazyPage(() => import('../../features/help/pages/HelpCenterPage')),
  },
  { path: PATHS.helpRule, page: lazyPage(() => import('../../features/help/pages/HelpRulePage')) },
  {
    path: PATHS.helpDetail,
    page: lazyPage(() => import('../../features/help/pages/HelpDetailPage')),
  },
  { path: PATHS.helpChat, page: lazyPage(() => import('../../features/help/pages/HelpChatPage')) },
  {
    path: PATHS.notices,
    page: lazyPage(() => import('../../features/help/pages/NoticeListPage')),
  },
  {
    path: PATHS.notifications,
    // Security alerts name the account activity in the security page's words.
    page: lazyPage(
      () => import('../../features/notifications/pages/InboxPage'),
      ['notifications', 'security'],
    ),
    auth: true,
  },
  {
    path: PATHS.notificationSettings,
    page: lazyPage(
      () => import('../../features/notifications/pages/NotificationSettingsPage'),
      ['notifications'],
    ),
    auth: true,
  },
  {
    path: PATHS.noticeDetail,
    page: lazyPage(() => import('../../features/help/pages/NoticeDetailPage')),
  },
  { path: PATHS.search, page: lazyPage(() => import('../../features/help/pages/SearchPage')) },
  {
    path: PATHS.chooseLocation,
    page: lazyPage(() => import('../../features/system/pages/ChooseLocationPage')),
  },
  {
    path: PATHS.openLocation,
    page: lazyPage(() => import('../../features/system/pages/OpenLocationPage')),
  },
];
