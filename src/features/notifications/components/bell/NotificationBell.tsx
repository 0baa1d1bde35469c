import Badge from 'antd-mobile/es/components/badge';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getNotificationUnreadQueryKey,
  useNotificationUnread,
} from '../../../../api/generated/endpoints/notifications/notifications';
import { useSession } from '../../../../api/session';
import { useSocketResync } from '../../../../api/useSocket';
import { PATHS } from '../../../../lib/paths';
import { BellIcon } from './icons';
import styles from './bell.module.css';

/** What the badge shows: the count, at most "99+". */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

// The badge sits on the bell's shoulder and grows leftwards ("99+" stays clear of the screen's
// edge); the solid red keeps its white figures legible in both themes.
const BADGE_PLACE = { '--right': '9px', '--top': '6px' } as CSSProperties;

/** The nav bar's bell (Home, Assets): opens the inbox, with the unread count; signed in only. */
export function NotificationBell() {
  const { token } = useSession();
  return token ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('common');
  const unread = useNotificationUnread({ request: { silent: true } });
  // A notification (or any of the user's events) arriving, or a socket resync: ask again.
  useSocketResync([getNotificationUnreadQueryKey()], true);
  const count = unread.data?.count ?? 0;
  // The name says what the badge shows ("99+" too), so a voice command can use what is seen.
  const badge = count > 0 ? badgeText(count) : null;
  return (
    <Link
      to={PATHS.notifications}
      className={styles.bell}
      aria-label={
        badge
          ? t('common:nav.notificationsUnread', { unread: badge })
          : t('common:nav.notifications')
      }
    >
      <Badge
        content={badge}
        color="var(--app-red-solid)"
        className={styles.badge}
        style={BADGE_PLACE}
      >
        <BellIcon className={styles.icon} />
      </Badge>
    </Link>
  );
}
