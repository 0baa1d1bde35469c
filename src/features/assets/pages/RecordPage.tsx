import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getWalletLegalLogQueryKey,
  walletLegalLog,
} from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType, JournalLine } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { ACCOUNT_TYPES, accountTabName } from '../accounts';
import { JournalItem } from '../components/JournalItem';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import styles from '../components/assets.module.css';

type Filter = AssetAccountType | 'all';
const PAGE_SIZE = 20;

/** pages/assets/record: every change of the user's balances, newest first, by account. */
export default function RecordPage() {
  const { t } = useTranslation('assets');
  const [filter, setFilter] = useState<Filter>('all');
  const type = filter === 'all' ? undefined : filter;
  const query = usePagedQuery<JournalLine>(getWalletLegalLogQueryKey({ type }), (page, signal) =>
    walletLegalLog({ page, limit: PAGE_SIZE, type }, undefined, signal),
  );
  const tabs = [
    { key: 'all' as Filter, title: t('assets:record.all') },
    ...ACCOUNT_TYPES.map((key) => ({ key: key as Filter, title: accountTabName(t, key) })),
  ];

  return (
    <PageFrame
      nav={<NavBar title={t('assets:record.title')} backTo={PATHS.assets} />}
      onRefresh={() => query.refetch()}
      className={styles.content}
    >
      <SegmentedTabs
        tabs={tabs}
        activeKey={filter}
        onChange={setFilter}
        aria-label={t('assets:record.filter')}
      />
      <PagedList
        query={query}
        renderItem={(line) => <JournalItem key={line.id} line={line} />}
        empty={t('assets:record.empty')}
        errorText={t('assets:record.loadFailed')}
        listClassName={styles.list}
      />
    </PageFrame>
  );
}
