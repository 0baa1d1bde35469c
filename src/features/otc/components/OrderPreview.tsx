import { useTranslation } from 'react-i18next';
import type { OtcAd, OtcCurrency } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { parseDecimal } from '../../../lib/decimal';
import { amountOf, LEGAL_DECIMALS, quantityOf, type OrderValues } from '../schemas';
import styles from './otc.module.css';
import { placesFor } from './places';

/** The order's total and quantity as typed converts at the ad's price, and the buyer's fee. */
export function OrderPreview({
  values,
  ad,
  coin,
  feeRate,
}: {
  values: OrderValues;
  ad: OtcAd;
  coin: OtcCurrency;
  feeRate: string;
}) {
  const { t } = useTranslation('otc');
  const typed = values.value.trim();
  const valid = Boolean(parseDecimal(typed)?.gt(0));
  const amount = !valid ? '' : values.by === 'amount' ? typed : amountOf(typed, ad.price);
  const quantity = !valid
    ? ''
    : values.by === 'quantity'
      ? typed
      : quantityOf(typed, ad.price, coin.decimals);
  const rate = parseDecimal(feeRate);
  const percent = rate ? rate.times(100).toString() : '0';
  return (
    <div className={styles.summary} aria-live="polite">
      <div className={styles.line}>
        <span>{t('otc:order.total')}</span>
        <span data-testid="otc-order-amount">
          <AmountText value={amount || null} decimals={LEGAL_DECIMALS} group unit={ad.legal} />
        </span>
      </div>
      <div className={styles.line}>
        <span>{t('otc:order.quantity')}</span>
        <span data-testid="otc-order-quantity">
          <AmountText
            value={quantity || null}
            decimals={placesFor(quantity, coin.decimals)}
            group
            unit={ad.currency}
          />
        </span>
      </div>
      {rate && rate.gt(0) && (
        <p className={styles.hint}>
          {ad.side === 'sell'
            ? t('otc:order.feeBuyer', { rate: `${percent}%` })
            : t('otc:order.feeSeller', { rate: `${percent}%` })}
        </p>
      )}
    </div>
  );
}
