import { useTranslation } from 'react-i18next';
import {
  getSecurityActivityQueryKey,
  securityActivity,
} from '../../../api/generated/endpoints/security/security';
import type { AccountEvent } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { ActivityItem } from '../components/ActivityItem';
import styles from '../components/devices.module.css';

/** Security → Account activity: sign-ins, failed sign-ins, sign-outs and security changes of the
 * last 90 days, with device and address, newest first. */
export default function ActivityPage() {
  const { t } = useTranslation('security');
  const query = usePagedQuery<AccountEvent>(getSecurityActivityQueryKey(), (page, signal) =>
    securityActivity({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PageFrame
      nav={<NavBar title={t('security:activity.title')} />}
      onRefresh={() => query.refetch()}
    >
      <p className={styles.intro}>{t('security:activity.intro')}</p>
      <PagedList
        query={query}
        renderItem={(event) => <ActivityItem key={event.id} event={event} />}
        empty={t('security:activity.empty')}
        errorText={t('security:loadFailed')}
        label={t('security:activity.title')}
        listClassName={styles.events}
      />
    </PageFrame>
  );
}
