import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '../../../api/generated/model';
import { getLhDepositOrderQueryKey } from '../../../api/generated/endpoints/trust/trust';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { OrderList } from '../components/OrderList';
import styles from '../components/trust.module.css';

/** pages/finance/ordersPage: the user's finance orders by tab, with early redemption; pull to refresh. */
export default function FinanceOrdersPage() {
  const { t } = useTranslation('finance');
  const [tab, setTab] = useState<OrderTab>('hosting');
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('finance:orders.title')} backTo={PATHS.finance} />}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: getLhDepositOrderQueryKey() })}
      className={styles.content}
    >
      <OrderList family="finance" tab={tab} onTab={setTab} />
    </PageFrame>
  );
}
