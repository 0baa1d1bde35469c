import { useTranslation } from 'react-i18next';
import type { FollowOrder } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { percent } from './rates';
import { formatTime } from './time';
import styles from './trust.module.css';

/** A follow order: in progress (opening price, closing time) or ended (prices, return, payout). */
export function FollowOrderCard({ order }: { order: FollowOrder }) {
  const { t } = useTranslation('finance');
  const usdt = (value: string | null) => (
    <AmountText value={value} decimals={4} unit={order.pay_currency} />
  );
  const side = order.direction === 'long' ? t('finance:trader.long') : t('finance:trader.short');
  return (
    <li className={styles.card} data-testid={`follow-${order.id}`}>
      <span className={styles.cardHead}>
        {order.trader_name}
        <span className={styles.coinLine}>
          <CoinIcon symbol={order.currency} size={20} />
          {t('finance:trader.position', { coin: order.currency, side })}
        </span>
      </span>
      <div className={styles.row}>
        <span>{t('finance:follow.amount')}</span>
        <span>{usdt(order.amount)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('finance:follow.openPrice')}</span>
        <span>{usdt(order.open_price)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('finance:follow.openedAt')}</span>
        <span>{formatTime(order.opened_at)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('finance:follow.closesAt')}</span>
        <span>{formatTime(order.closes_at)}</span>
      </div>
      {order.status === 'ended' && (
        <>
          <div className={styles.row}>
            <span>{t('finance:follow.closePrice')}</span>
            <span>{usdt(order.close_price)}</span>
          </div>
          <div className={styles.row}>
            <span>{t('finance:follow.return')}</span>
            <span data-testid="follow-return">
              {order.return_rate ? percent(order.return_rate) : '--'}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('finance:follow.commission')}</span>
            <span>{usdt(order.commission)}</span>
          </div>
          <div className={styles.row}>
            <span>{t('finance:follow.payout')}</span>
            <span data-testid="follow-payout">{usdt(order.payout)}</span>
          </div>
        </>
      )}
    </li>
  );
}
