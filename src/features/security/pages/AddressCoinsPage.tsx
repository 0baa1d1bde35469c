import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWalletAddressCoins } from '../../../api/generated/endpoints/security/security';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { addressListPath } from '../components/addressQuery';
import styles from '../components/security.module.css';

/** pages/user/address/index: pick a coin and network to manage its withdraw addresses. */
export default function AddressCoinsPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const coins = useWalletAddressCoins();

  let body;
  if (coins.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (coins.isError) {
    body = <ErrorState message={t('security:loadFailed')} onRetry={() => void coins.refetch()} />;
  } else if (coins.data.length === 0) {
    body = <EmptyState title={t('security:coins.empty')} />;
  } else {
    body = (
      <List header={t('security:coins.header')}>
        {coins.data.flatMap((coin) =>
          coin.networks.map((network) => (
            <List.Item
              key={`${coin.currency_id}-${network}`}
              extra={network}
              onClick={() => void navigate(addressListPath(coin.currency_id, network))}
            >
              <span className={styles.coin}>{coin.currency}</span>
            </List.Item>
          )),
        )}
      </List>
    );
  }

  return (
    <PageFrame nav={<NavBar title={t('security:coins.title')} />} onRefresh={() => coins.refetch()}>
      {body}
    </PageFrame>
  );
}
