import { useTranslation } from 'react-i18next';
import {
  getLiabilitiesSnapshotsQueryKey,
  liabilitiesSnapshots,
} from '../../../api/generated/endpoints/liabilities/liabilities';
import type { Snapshot } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { AboutProof } from '../components/AboutProof';
import { SnapshotCard } from '../components/SnapshotCard';
import styles from '../components/liabilities.module.css';

/** pages/liabilities/index (public): what the proof shows, and every published snapshot. */
export default function ProofOfLiabilitiesPage() {
  const { t } = useTranslation('liabilities');
  const query = usePagedQuery<Snapshot>(getLiabilitiesSnapshotsQueryKey(), (page, signal) =>
    liabilitiesSnapshots({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PageFrame nav={<NavBar title={t('liabilities:about.pageTitle')} />} className={styles.content}>
      <AboutProof />
      <h2 className={styles.cardTitle}>{t('liabilities:snapshot.published')}</h2>
      <PagedList
        query={query}
        renderItem={(snapshot) => <SnapshotCard key={snapshot.id} snapshot={snapshot} />}
        empty={t('liabilities:snapshot.empty')}
        errorText={t('liabilities:snapshot.loadFailed')}
        label={t('liabilities:snapshot.published')}
        listClassName={styles.list}
      />
    </PageFrame>
  );
}
