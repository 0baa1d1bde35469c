import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getPledgeAwardQueryKey,
  pledgeAward,
} from '../../../api/generated/endpoints/mining/mining';
import type { PledgeAward } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatDate } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import styles from '../../../components/ProductPage/productPage.module.css';
import { PledgeRecords } from '../components/PledgeRecords';

/** Daily pledge awards, newest first, a page at a time. */
function AwardList() {
  const { t, i18n } = useTranslation('mining');
  const query = usePagedQuery<PledgeAward>(getPledgeAwardQueryKey(), (page, signal) =>
    pledgeAward({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={query}
      renderItem={(a) => (
        <li key={a.id} className={styles.card}>
          <div className={styles.row}>
            <span>{t('mining:pledge.day', { day: a.day })}</span>
            <AmountText value={a.amount} decimals={8} unit={a.currency} showPlus colorBySign />
          </div>
          <span className={styles.muted}>{formatDate(a.created_at, i18n.language)}</span>
        </li>
      )}
      empty={t('mining:pledge.awardsEmpty')}
      errorText={t('mining:pledge.failed')}
      listClassName={styles.list}
    />
  );
}

/** pages/assets/transfersd/zyrecord: pledges and daily awards, with pull-to-refresh. */
export default function PledgeRecordPage() {
  const { t } = useTranslation('mining');
  const [tab, setTab] = useState<'pledges' | 'awards'>('pledges');
  const queryClient = useQueryClient();
  const tabs = [
    { key: 'pledges', title: t('mining:pledge.records') },
    { key: 'awards', title: t('mining:pledge.awards') },
  ] as const;
  return (
    <PageFrame
      nav={<NavBar title={t('mining:pledge.recordTitle')} backTo={PATHS.pledgeList} />}
      onRefresh={() => queryClient.invalidateQueries()}
    >
      <div className={styles.page}>
        <SegmentedTabs
          tabs={tabs}
          activeKey={tab}
          onChange={setTab}
          aria-label={t('mining:pledge.recordTitle')}
        />
        {tab === 'pledges' ? <PledgeRecords /> : <AwardList />}
      </div>
    </PageFrame>
  );
}
