import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Family, Order, OrderTab } from '../../../api/generated/model';
import {
  getLhDepositOrderQueryKey,
  getLhDepositReportQueryKey,
  lhDepositOrder,
  useLhDepositOrderCancel,
} from '../../../api/generated/endpoints/trust/trust';
import { ApiError } from '../../../api/http';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatAmount } from '../../../lib/decimal';
import { OrderCard } from './OrderCard';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import styles from './trust.module.css';

const PAGE_SIZE = 20;

/** The user's orders of a family by tab; hosting ones can be redeemed early after a confirmation. */
export function OrderList({
  family,
  tab,
  onTab,
}: {
  family: Family;
  tab: OrderTab;
  onTab: (tab: OrderTab) => void;
}) {
  const { t } = useTranslation('trust');
  const queryClient = useQueryClient();
  const cancel = useLhDepositOrderCancel();
  const query = usePagedQuery<Order>(getLhDepositOrderQueryKey({ family, tab }), (page, signal) =>
    lhDepositOrder({ family, tab, page, limit: PAGE_SIZE }, undefined, signal),
  );
  const tabs = [
    { key: 'hosting' as OrderTab, title: t('trust:tab.hosting') },
    { key: 'completed' as OrderTab, title: t('trust:tab.completed') },
    { key: 'redeemed' as OrderTab, title: t('trust:tab.redeemed') },
  ];

  const redeem = async (order: Order) => {
    const rule =
      order.family === 'hosting' ? t('trust:redeem.ruleHosting') : t('trust:redeem.ruleFinance');
    const confirmed = await confirmDialog({
      title: t('trust:redeem.title'),
      content: t('trust:redeem.content', {
        penalty: formatAmount(order.penalty, 8),
        refund: formatAmount(order.refund, 8),
        coin: order.currency,
        rule,
      }),
      confirmText: t('trust:redeem.confirm'),
      cancelText: t('trust:redeem.cancel'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync({ data: { id: order.id } });
      void showToast({ content: t('trust:redeem.success'), icon: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getLhDepositOrderQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getLhDepositReportQueryKey() }),
      ]);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <>
      <SegmentedTabs
        tabs={tabs}
        activeKey={tab}
        onChange={onTab}
        aria-label={t('trust:tab.label')}
      />
      <PagedList
        query={query}
        label={t('trust:record.listLabel')}
        renderItem={(order) => (
          <OrderCard key={order.id} order={order} onRedeem={(o) => void redeem(o)} />
        )}
        empty={t('trust:record.empty')}
        errorText={t('trust:record.loadFailed')}
        listClassName={styles.list}
      />
    </>
  );
}
