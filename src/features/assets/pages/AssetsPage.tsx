import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getWalletListQueryKey } from '../../../api/generated/endpoints/assets/assets';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { NotificationBell } from '../../notifications';
import { AssetsOverview } from '../components/AssetsOverview';
import styles from '../components/assets.module.css';
import { HideableAmounts } from '../privacy/HideAmounts';

/** pages/assets/index (tab Assets): the total in USDT, the four accounts, what to do next, and
 * the coins held; the eye hides every amount (kept for the next visit). */
export default function AssetsPage() {
  const { t } = useTranslation('assets');
  const client = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('assets:index.title')} back={false} right={<NotificationBell />} />}
      onRefresh={() => client.refetchQueries({ queryKey: getWalletListQueryKey() })}
      className={styles.content}
    >
      <HideableAmounts>
        <AssetsOverview />
      </HideableAmounts>
    </PageFrame>
  );
}
