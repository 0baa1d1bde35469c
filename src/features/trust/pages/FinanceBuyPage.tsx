import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLhSendProductInfo } from '../../../api/generated/endpoints/trust/trust';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { FollowForm } from '../components/FollowForm';
import { ProductDetailView } from '../components/ProductDetailView';
import styles from '../components/trust.module.css';

function FollowTrader({ id }: { id: number }) {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useLhSendProductInfo({ id });
  if (info.isPending)
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  if (info.isError)
    return (
      <ErrorState message={t('finance:buy.traderFailed')} onRetry={() => void info.refetch()} />
    );
  return (
    <>
      <h2 className={styles.section}>{info.data.name}</h2>
      <FollowForm
        trader={info.data}
        onFollowed={() => {
          void queryClient.invalidateQueries();
          void navigate(PATHS.finance);
        }}
      />
    </>
  );
}

/** pages/finance/buyPage?id= (a finance product) or ?trader= (follow a trader). */
export default function FinanceBuyPage() {
  const { t } = useTranslation('finance');
  const [params] = useSearchParams();
  const trader = Number(params.get('trader') ?? 0);
  return (
    <PageFrame
      nav={
        <NavBar
          title={trader ? t('finance:buy.followTitle') : t('finance:buy.title')}
          backTo={PATHS.finance}
        />
      }
      className={styles.content}
    >
      {trader ? (
        <FollowTrader id={trader} />
      ) : (
        <ProductDetailView id={Number(params.get('id') ?? 0)} afterBuy={PATHS.financeOrders} />
      )}
    </PageFrame>
  );
}
