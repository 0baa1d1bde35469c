import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useWalletList } from '../../../api/generated/endpoints/assets/assets';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { TransferForm } from '../components/TransferForm';
import styles from '../components/assets.module.css';

/** pages/assets/transfersd/hzindex: move funds between the user's four accounts (`?currency_id=`
 * chooses the currency, from a coin's page in Assets). */
export default function TransferPage() {
  const { t } = useTranslation('assets');
  const wallets = useWalletList();
  const [params] = useSearchParams();

  let body;
  if (wallets.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (wallets.isError) {
    body = (
      <ErrorState
        message={t('assets:transfer.loadFailed')}
        onRetry={() => void wallets.refetch()}
      />
    );
  } else {
    body = (
      <div className={styles.card}>
        <TransferForm
          list={wallets.data}
          onDone={() => wallets.refetch()}
          currencyId={Number(params.get('currency_id')) || undefined}
        />
      </div>
    );
  }

  return (
    <PageFrame
      nav={
        <NavBar
          title={t('assets:transfer.title')}
          backTo={PATHS.assets}
          right={
            <Link className={styles.navLink} to={PATHS.assetsTransferRecord}>
              {t('assets:transfer.records')}
            </Link>
          }
        />
      }
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}
