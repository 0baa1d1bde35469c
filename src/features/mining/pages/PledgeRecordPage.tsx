import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePledgeAward,
  usePledgePledgeRecord,
} from '../../../api/generated/endpoints/mining/mining';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatDate } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import styles from '../../../components/ProductPage/productPage.module.css';
import { PledgeRecords } from '../components/PledgeRecords';

const PAGE = { page: 1, limit: 50 };

/** pages/assets/transfersd/zyrecord: pledges and daily awards, with pull-to-refresh. */
export default function PledgeRecordPage() {
  const { t, i18n } = useTranslation('mining');
  const [tab, setTab] = useState<'pledges' | 'awards'>('pledges');
  const pledges = usePledgePledgeRecord(PAGE);
  const awards = usePledgeAward(PAGE, { query: { enabled: tab === 'awards' } });
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
        {tab === 'pledges' ? (
          <QueryView query={pledges} errorText={t('mining:pledge.failed')}>
            {(page) => <PledgeRecords items={page.items} />}
          </QueryView>
        ) : (
          <QueryView query={awards} errorText={t('mining:pledge.failed')}>
            {(page) =>
              page.items.length === 0 ? (
                <EmptyState title={t('mining:pledge.awardsEmpty')} />
              ) : (
                <ul className={styles.list}>
                  {page.items.map((a) => (
                    <li key={a.id} className={styles.card}>
                      <div className={styles.row}>
                        <span>{t('mining:pledge.day', { day: a.day })}</span>
                        <AmountText
                          value={a.amount}
                          decimals={8}
                          unit={a.currency}
                          showPlus
                          colorBySign
                        />
                      </div>
                      <span className={styles.muted}>
                        {formatDate(a.created_at, i18n.language)}
                      </span>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        )}
      </div>
    </PageFrame>
  );
}
