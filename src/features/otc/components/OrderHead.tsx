import { useTranslation } from 'react-i18next';
import type { OtcOrder } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDateTime } from '../../../lib/date';
import { LEGAL_DECIMALS } from '../schemas';
import { orderStatusLabels } from './labels';
import { stateSentence } from './orderState';
import styles from './otc.module.css';
import { clock, leftUntil } from './countdown';

/** The order's state in words, the amount, and the clock that matters now. */
export function OrderHead({ order, now }: { order: OtcOrder; now: number }) {
  const { t, i18n } = useTranslation('otc');
  const buying = order.role === 'buyer';
  let timer: string | null = null;
  if (order.status === 'to_be_paid') {
    const left = leftUntil(order.pay_deadline, now);
    timer = left > 0 ? t('otc:head.payLeft', { time: clock(left) }) : t('otc:head.payOver');
  } else if (order.status === 'to_be_confirmed' && order.appeal_after) {
    const left = leftUntil(order.appeal_after, now);
    const at = formatDateTime(order.appeal_after, i18n.language);
    if (left > 0)
      timer = buying
        ? t('otc:head.appealIn', { time: clock(left), at })
        : t('otc:head.buyerAppealIn', { time: clock(left) });
    else timer = buying ? t('otc:head.appealOpen') : t('otc:head.buyerMayAppeal');
  }
  return (
    <section className={styles.head} data-status={order.status} aria-labelledby="otc-order-status">
      <p className={styles.headRole}>
        {buying
          ? t('otc:head.buy', { coin: order.currency })
          : t('otc:head.sell', { coin: order.currency })}
      </p>
      <h2 id="otc-order-status" className={styles.headStatus}>
        {orderStatusLabels(t)[order.status]}
      </h2>
      <p className={styles.headSentence}>{stateSentence(t, order)}</p>
      <p className={styles.headAmount}>
        <AmountText value={order.amount} decimals={LEGAL_DECIMALS} group unit={order.legal} />
      </p>
      {timer && (
        <p className={styles.headTimer} data-testid="otc-countdown" role="timer">
          {timer}
        </p>
      )}
    </section>
  );
}
