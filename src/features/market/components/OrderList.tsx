import Button from 'antd-mobile/es/components/button';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinList, getCoinListQueryKey } from '../../../api/generated/endpoints/market/market';
import { useCoinCancel } from '../../../api/generated/endpoints/spot/spot';
import type { OrderStatus, SpotOrder } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { showToast } from '../../../components/imperative/toast';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatDateTime } from '../../../lib/date';
import styles from './market.module.css';

/** The user's spot orders by status, newest first; a waiting one can be cancelled. Memoized: the
 * live quotes that re-render the trade view every few seconds leave the list alone. */
export const OrderList = memo(function OrderList({
  onChanged,
}: {
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('market');
  const [status, setStatus] = useState<OrderStatus>('waiting');
  const orders = usePagedQuery<SpotOrder>(getCoinListQueryKey({ status }), (page, signal) =>
    coinList({ status, page, limit: PAGE_SIZE }, undefined, signal),
  );
  const cancel = useCoinCancel();
  const statusText: Record<OrderStatus, string> = {
    waiting: t('market:orders.waiting'),
    completed: t('market:orders.completed'),
    cancelled: t('market:orders.cancelled'),
  };

  const onCancel = async (order: SpotOrder) => {
    try {
      await cancel.mutateAsync({ data: { id: order.id } });
      void showToast({ content: t('market:orders.cancelDone'), icon: 'success' });
      await onChanged();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  const renderOrder = (o: SpotOrder) => (
    <li key={o.id} className={styles.order} data-testid={`order-${o.id}`}>
      <header className={styles.orderHead}>
        <span className={o.side === 'buy' ? styles.buy : styles.sell}>
          {o.side === 'buy' ? t('market:trade.buy') : t('market:trade.sell')}
        </span>
        <strong>{o.symbol}</strong>
        <span className={styles.muted}>
          {o.type === 'limit' ? t('market:trade.limit') : t('market:trade.market')}
        </span>
        <span className={styles.status}>{statusText[o.status]}</span>
      </header>
      <dl className={styles.orderGrid}>
        <dt>{t('market:orders.price')}</dt>
        <dd>
          {(o.price ?? o.fill_price) ? (
            <AmountText value={o.price ?? o.fill_price} decimals={8} />
          ) : (
            t('market:trade.market')
          )}
        </dd>
        <dt>{t('market:orders.quantity')}</dt>
        <dd>
          <AmountText value={o.quantity} decimals={8} />
        </dd>
        <dt>{t('market:orders.fee')}</dt>
        <dd>
          <AmountText value={o.fee} decimals={8} unit={o.fee_currency ?? undefined} />
        </dd>
        <dt>{t('market:orders.time')}</dt>
        <dd>{formatDateTime(o.created_at, i18n.language)}</dd>
      </dl>
      {o.status === 'waiting' && (
        <Button
          className={styles.cancel}
          size="small"
          fill="outline"
          onClick={() => void onCancel(o)}
          loadingText={t('market:orders.cancel')}
          loading={cancel.isPending && cancel.variables?.data.id === o.id}
        >
          {t('market:orders.cancel')}
        </Button>
      )}
    </li>
  );

  return (
    <section className={styles.orders} aria-label={t('market:orders.title')}>
      <SegmentedTabs
        aria-label={t('market:orders.title')}
        tabs={[
          { key: 'waiting', title: statusText.waiting },
          { key: 'completed', title: statusText.completed },
          { key: 'cancelled', title: statusText.cancelled },
        ]}
        activeKey={status}
        onChange={setStatus}
      />
      <PagedList
        query={orders}
        renderItem={renderOrder}
        empty={t('market:orders.empty')}
        errorText={t('market:orders.loadFailed')}
      />
    </section>
  );
});
