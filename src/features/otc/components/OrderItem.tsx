import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OtcOrder } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import { LEGAL_DECIMALS } from '../schemas';
import { placesFor, priceDecimals } from './places';
import styles from './otc.module.css';
import { OrderStatusTag } from './StatusTags';

/** One order in a list: Buy or Sell from the user's side, coin, price, quantity, total, status. */
export function OrderItem({ order, decimals }: { order: OtcOrder; decimals: number }) {
  const { t, i18n } = useTranslation('otc');
  const buying = order.role === 'buyer';
  return (
    <li className={styles.order}>
      <Link className={styles.orderLink} to={`${PATHS.otcOrder}?id=${order.id}`}>
        <span className={styles.orderTop}>
          <span className={styles.coinTitle}>
            <CoinIcon symbol={order.currency} size={20} />
            <span className={buying ? styles.buy : styles.sell}>
              {buying
                ? t('otc:head.buy', { coin: order.currency })
                : t('otc:head.sell', { coin: order.currency })}
            </span>
          </span>
          <OrderStatusTag status={order.status} />
        </span>
        <span className={styles.orderGrid}>
          <span className={styles.label}>{t('otc:detail.price')}</span>
          <span className={styles.label}>{t('otc:detail.quantity')}</span>
          <span className={styles.label}>{t('otc:detail.amount')}</span>
          <AmountText value={order.price} decimals={priceDecimals(order.price)} group />
          <AmountText value={order.quantity} decimals={placesFor(order.quantity, decimals)} group />
          <AmountText value={order.amount} decimals={LEGAL_DECIMALS} group unit={order.legal} />
        </span>
        <span className={styles.orderFoot}>
          <span>{order.order_no}</span>
          <span>{formatDateTime(order.created_at, i18n.language)}</span>
        </span>
      </Link>
    </li>
  );
}
