import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getMinerMyMinerListQueryKey,
  useMinerMyMinerList,
} from '../../../api/generated/endpoints/mining/mining';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { MinerList } from '../components/MinerList';
import styles from '../../../components/ProductPage/productPage.module.css';

const PAGE = { page: 1, limit: 50 };

/** pages/wakuang/publication: the user's miners and what they release (daily yield, accumulated). */
export default function MinerReleasePage() {
  const { t } = useTranslation('mining');
  const list = useMinerMyMinerList(PAGE);
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('mining:mine.title')} backTo={PATHS.mining} />}
      onRefresh={() =>
        queryClient.invalidateQueries({ queryKey: getMinerMyMinerListQueryKey(PAGE) })
      }
    >
      <div className={styles.page}>
        <QueryView query={list} errorText={t('mining:mine.failed')}>
          {(page) => <MinerList items={page.items} />}
        </QueryView>
      </div>
    </PageFrame>
  );
}
