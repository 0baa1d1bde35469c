import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { formatTime } from './time';
import { percent } from './rates';
import styles from './trust.module.css';

/** A hosted order: amount, yields, days, income, times; early redemption while hosting. */
export function OrderCard({
  order,
  onRedeem,
}: {
  order: Order;
  onRedeem?: (order: Order) => void;
}) {
  const { t } = useTranslation('trust');
  const amount = (value: string) => <AmountText value={value} decimals={8} unit={order.currency} />;
  return (
    <li className={styles.card} data-testid={`order-${order.id}`}>
      <span className={styles.cardHead}>
        <span className={styles.coinTitle}>
          <CoinIcon symbol={order.currency} size={24} />
          {t('trust:product.name', { coin: order.currency, days: order.period_days })}
        </span>
        <span className={styles.accent}>{percent(order.daily_rate)}</span>
      </span>
      <div className={styles.row}>
        <span>{t('trust:order.amount')}</span>
        <span>{amount(order.amount)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('trust:order.dailyIncome')}</span>
        <span>{amount(order.daily_income)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('trust:order.income')}</span>
        <span data-testid="order-income">{amount(order.income)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('trust:order.remaining')}</span>
        <span>
          {t('trust:order.remainingValue', {
            days: order.remaining_days,
            period: order.period_days,
          })}
        </span>
      </div>
      {order.status !== 'completed' && (
        <div className={styles.row}>
          <span>{t('trust:order.penalty')}</span>
          <span data-testid="order-penalty">{amount(order.penalty)}</span>
        </div>
      )}
      {order.status === 'redeemed' && (
        <div className={styles.row}>
          <span>{t('trust:order.refund')}</span>
          <span data-testid="order-refund">{amount(order.refund)}</span>
        </div>
      )}
      <div className={styles.row}>
        <span>{t('trust:order.payTime')}</span>
        <span>{formatTime(order.created_at)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('trust:order.endTime')}</span>
        <span>{formatTime(order.closed_at ?? order.end_at)}</span>
      </div>
      {onRedeem && order.status === 'hosting' && (
        <Button block fill="outline" color="danger" onClick={() => onRedeem(order)}>
          {t('trust:order.redeem')}
        </Button>
      )}
    </li>
  );
}
