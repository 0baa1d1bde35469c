import { useTranslation } from 'react-i18next';
import {
  getWalletHzhistoryQueryKey,
  walletHzhistory,
} from '../../../api/generated/endpoints/assets/assets';
import type { AccountTransfer } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { TransferItem } from '../components/TransferItem';
import styles from '../components/assets.module.css';

const PAGE_SIZE = 20;

/** pages/assets/transfersd/hzrecord: the user's transfers between accounts, newest first. */
export default function TransferRecordPage() {
  const { t } = useTranslation('assets');
  const query = usePagedQuery<AccountTransfer>(getWalletHzhistoryQueryKey(), (page, signal) =>
    walletHzhistory({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PageFrame
      nav={<NavBar title={t('assets:transferRecord.title')} backTo={PATHS.assetsTransfer} />}
      onRefresh={() => query.refetch()}
      className={styles.content}
    >
      <PagedList
        query={query}
        renderItem={(item) => <TransferItem key={item.id} transfer={item} />}
        empty={t('assets:transferRecord.empty')}
        errorText={t('assets:transferRecord.loadFailed')}
        listClassName={styles.list}
      />
    </PageFrame>
  );
}
