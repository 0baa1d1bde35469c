import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../api/generated/model';
import { formatTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import { notificationText } from '../texts';
import { CategoryIcon } from './CategoryIcon';
import styles from './inbox.module.css';

/** The app page a notification opens: one of ours (/pages/...), and not the inbox itself. */
export function pageOf(link: string): string | null {
  if (!link.startsWith('/pages/')) return null;
  return link.split(/[?#]/)[0] === PATHS.notifications ? null : link;
}

interface InboxItemProps {
  notification: Notification;
  /** Marks it read (tapping it does, whether it opens a page or not). */
  onOpen: (notification: Notification) => void;
}

/** One notification: category icon, title, a line of its text, the time, a dot while unread.
 * Tapping opens the page it is about; one without a page (an announcement) unfolds its text. */
export function InboxItem({ notification, onOpen }: InboxItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const [unfolded, setUnfolded] = useState(false);
  const { title, body } = notificationText(t, notification);
  const page = pageOf(notification.link);
  const content = (
    <>
      <CategoryIcon category={notification.category} />
      <span className={styles.main}>
        <span className={styles.head}>
          <span className={styles.title}>{title}</span>
          <time className={styles.time} dateTime={notification.created_at}>
            {formatTime(notification.created_at, i18n.language)}
          </time>
        </span>
        {body && <span className={unfolded ? styles.bodyFull : styles.body}>{body}</span>}
      </span>
      {!notification.read && (
        <span className={styles.dot}>
          <span className={styles.visuallyHidden}>{t('notifications:unread')}</span>
        </span>
      )}
    </>
  );
  const className = notification.read ? styles.row : `${styles.row} ${styles.unread}`;
  return (
    <li className={styles.item} data-testid={`notification-${notification.id}`}>
      {page ? (
        <Link to={page} className={className} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className={className}
          aria-expanded={body ? unfolded : undefined}
          onClick={() => {
            onOpen(notification);
            setUnfolded((open) => !open);
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}
