import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OrderTab } from '../../../api/generated/model';
import { getLhDepositOrderQueryKey } from '../../../api/generated/endpoints/trust/trust';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { OrderList } from '../components/OrderList';
import styles from '../components/trust.module.css';

const TABS: readonly OrderTab[] = ['hosting', 'completed', 'redeemed'];

/** pages/template/record: hosted orders by tab (hosting, completed, redeemed), early redemption. */
export default function TrustRecordPage() {
  const { t } = useTranslation('trust');
  const [params] = useSearchParams();
  const initial = TABS.find((tab) => tab === params.get('tab')) ?? 'hosting';
  const [tab, setTab] = useState<OrderTab>(initial);
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('trust:record.title')} backTo={PATHS.trust} />}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: getLhDepositOrderQueryKey() })}
      className={styles.content}
    >
      <OrderList family="hosting" tab={tab} onTab={setTab} />
    </PageFrame>
  );
}
