import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/generated/model';
import { formatDate } from '../../../lib/date';
import { type DayGroup, groupByDay } from '../days';
import { InboxItem } from './InboxItem';
import styles from './inbox.module.css';

/** The loaded notifications under a heading per day: Today, Yesterday, then the date. */
export function InboxList({
  items,
  onOpen,
}: {
  items: Notification[];
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const heading = (group: DayGroup<Notification>) =>
    group.day === 'today'
      ? t('notifications:day.today')
      : group.day === 'yesterday'
        ? t('notifications:day.yesterday')
        : formatDate(group.at, i18n.language);
  return (
    <>
      {groupByDay(items).map((group) => (
        <section key={group.key} className={styles.day} aria-labelledby={`day-${group.key}`}>
          <h2 id={`day-${group.key}`} className={styles.dayTitle}>
            {heading(group)}
          </h2>
          <ul className={styles.list}>
            {group.items.map((notification) => (
              <InboxItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
