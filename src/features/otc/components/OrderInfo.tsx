import { useTranslation } from 'react-i18next';
import type { OtcOrder } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDateTime } from '../../../lib/date';
import { LEGAL_DECIMALS } from '../schemas';
import { placesFor, priceDecimals } from './places';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { DetailRows } from './DetailRows';
import { payKindLabel } from './labels';
import styles from './otc.module.css';
import { PayKindTags } from './PayKindTags';
import { UploadedImage } from './UploadedImage';

/** Every field of an order (spec: number, time, parties, price, amounts, limits, fee, methods, voucher). */
export function OrderInfo({ order, decimals }: { order: OtcOrder; decimals: number }) {
  const { t, i18n } = useTranslation('otc');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const coin = (value: string) => (
    <AmountText value={value} decimals={placesFor(value, decimals)} group unit={order.currency} />
  );
  const legal = (value: string) => (
    <AmountText value={value} decimals={LEGAL_DECIMALS} group unit={order.legal} />
  );
  return (
    <section className={styles.card} aria-labelledby="otc-order-info">
      <h2 id="otc-order-info" className={styles.sectionTitle}>
        {t('otc:detail.info')}
      </h2>
      <DetailRows
        rows={[
          [
            t('otc:detail.orderNo'),
            <span key="no" className={styles.copyable}>
              <span>{order.order_no}</span>
              <CopyButton text={order.order_no} label={t('otc:detail.orderNo')} />
            </span>,
          ],
          [t('otc:detail.orderTime'), when(order.created_at)],
          [t('otc:detail.buyer'), order.buyer.nickname],
          [t('otc:detail.seller'), order.seller.nickname],
          [
            t('otc:detail.price'),
            <AmountText
              key="p"
              value={order.price}
              decimals={priceDecimals(order.price)}
              group
              unit={order.legal}
            />,
          ],
          [t('otc:detail.amount'), legal(order.amount)],
          [t('otc:detail.quantity'), coin(order.quantity)],
          [
            t('otc:detail.limits'),
            <span key="l">
              <AmountText value={order.min_amount} decimals={LEGAL_DECIMALS} group /> –{' '}
              {legal(order.max_amount)}
            </span>,
          ],
          [t('otc:detail.fee'), coin(order.fee)],
          [t('otc:detail.receiveQuantity'), coin(order.receive_quantity)],
          [t('otc:detail.receivingMethod'), <PayKindTags key="k" kinds={order.pay_kinds} />],
          [
            t('otc:detail.paymentMethod'),
            order.payment_kind ? payKindLabel(t, order.payment_kind) : t('otc:detail.notPaid'),
          ],
          order.paid_at ? [t('otc:detail.paidAt'), when(order.paid_at)] : null,
          order.confirmed_at ? [t('otc:detail.confirmedAt'), when(order.confirmed_at)] : null,
          order.cancelled_at ? [t('otc:detail.cancelledAt'), when(order.cancelled_at)] : null,
          order.payment_voucher_upload_id
            ? [
                t('otc:detail.voucher'),
                <UploadedImage
                  key="v"
                  id={order.payment_voucher_upload_id}
                  alt={t('otc:detail.voucher')}
                />,
              ]
            : null,
        ]}
      />
    </section>
  );
}
