import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMinerMyMinerListQueryKey } from '../../../api/generated/endpoints/mining/mining';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { MinerList } from '../components/MinerList';
import styles from '../../../components/ProductPage/productPage.module.css';

/** pages/wakuang/publication: the user's miners and what they release (daily yield, accumulated). */
export default function MinerReleasePage() {
  const { t } = useTranslation('mining');
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('mining:mine.title')} backTo={PATHS.mining} />}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: getMinerMyMinerListQueryKey() })}
    >
      <div className={styles.page}>
        <MinerList />
      </div>
    </PageFrame>
  );
}
