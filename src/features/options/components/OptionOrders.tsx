import Skeleton from 'antd-mobile/es/components/skeleton';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMicrotradeLists } from '../../../api/generated/endpoints/options/options';
import type { OptionOrder, OptionStatus } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { formatDateTimeSeconds } from '../../../lib/date';
import styles from './options.module.css';
import { useNow } from '../../../lib/useNow';

/** The user's orders: waiting ones count down to delivery, settled ones show the tick used and the
 * result. Memoized: the page's price polling leaves the list alone (it polls on its own). */
export const OptionOrders = memo(function OptionOrders() {
  const { t } = useTranslation('options');
  const [status, setStatus] = useState<OptionStatus>('waiting');
  const list = useMicrotradeLists(
    { status, limit: 20 },
    { query: { refetchInterval: status === 'waiting' ? 2000 : false } },
  );
  const items = list.data?.items ?? [];
  let body;
  if (list.isPending) body = <Skeleton.Paragraph lineCount={4} animated />;
  else if (items.length === 0) body = <EmptyState title={t('options:orders.empty')} />;
  else body = items.map((order) => <OrderCard key={order.id} order={order} />);
  return (
    <section className={styles.orders} aria-label={t('options:orders.title')}>
      <SegmentedTabs
        aria-label={t('options:orders.title')}
        activeKey={status}
        onChange={setStatus}
        tabs={[
          { key: 'waiting', title: t('options:orders.waiting') },
          { key: 'settled', title: t('options:orders.settled') },
        ]}
      />
      {body}
    </section>
  );
});

function OrderCard({ order }: { order: OptionOrder }) {
  const { t, i18n } = useTranslation('options');
  const now = useNow(order.status === 'waiting');
  const left = Math.max(0, Math.ceil((Date.parse(order.deliver_at) - now) / 1000));
  const direction = {
    up: t('options:direction.up'),
    down: t('options:direction.down'),
    flat: t('options:direction.flat'),
  }[order.direction];
  return (
    <article className={styles.card} data-testid="option-order">
      <div className={styles.cardHead}>
        <span>
          {order.symbol} · {direction}
        </span>
        {order.status === 'waiting' ? (
          <span className={styles.countdown} aria-label={t('options:orders.countdown')}>
            {left > 0
              ? t('options:orders.secondsLeft', { seconds: left })
              : t('options:orders.delivering')}
          </span>
        ) : order.result ? (
          <StatusTag
            status={order.result}
            tones={{ won: 'success', lost: 'danger' }}
            labels={{ won: t('options:result.won'), lost: t('options:result.lost') }}
            solid
          />
        ) : null}
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('options:orders.quantity')}</dt>
          <dd>
            <AmountText value={order.quantity} decimals={2} unit={order.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('options:orders.time')}</dt>
          <dd>{t('options:form.seconds', { seconds: order.seconds })}</dd>
        </div>
        <div>
          <dt>{t('options:orders.openPrice')}</dt>
          <dd>
            <AmountText value={order.open_price} decimals={4} />
          </dd>
        </div>
        <div>
          <dt>
            {order.status === 'waiting'
              ? t('options:orders.currentPrice')
              : t('options:orders.deliveryPrice')}
          </dt>
          <dd>
            <AmountText
              value={order.status === 'waiting' ? order.current_price : order.delivery_price}
              decimals={4}
            />
          </dd>
        </div>
        <div>
          <dt>{t('options:orders.profit')}</dt>
          <dd>
            <AmountText value={order.profit} decimals={2} colorBySign showPlus />
          </dd>
        </div>
        <div>
          <dt>{t('options:orders.payout')}</dt>
          <dd>
            <AmountText value={order.payout} decimals={2} />
          </dd>
        </div>
      </dl>
      <div className={styles.line}>
        <span>{t('options:orders.bought')}</span>
        <span>{formatDateTimeSeconds(order.created_at, i18n.language)}</span>
      </div>
      <div className={styles.line}>
        <span>
          {order.status === 'waiting' ? t('options:orders.deliverAt') : t('options:orders.tick')}
        </span>
        <span>
          {formatDateTimeSeconds(
            order.status === 'waiting' ? order.deliver_at : order.tick_at,
            i18n.language,
          )}
        </span>
      </div>
    </article>
  );
}
