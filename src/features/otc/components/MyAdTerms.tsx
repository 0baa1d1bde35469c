import { useTranslation } from 'react-i18next';
import type { OtcAd } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { parseDecimal } from '../../../lib/decimal';
import { LEGAL_DECIMALS } from '../schemas';
import { placesFor, priceDecimals } from './places';
import styles from './otc.module.css';
import { PayKindTags } from './PayKindTags';

/** An own ad's terms: price, remaining of total (with a bar), limits, methods, open orders. */
export function MyAdTerms({ ad, decimals }: { ad: OtcAd; decimals: number }) {
  const { t } = useTranslation('otc');
  const total = parseDecimal(ad.total_quantity);
  const left = parseDecimal(ad.remaining_quantity);
  const percent =
    total && left && total.gt(0) ? Math.min(100, left.div(total).times(100).toNumber()) : 0;
  return (
    <div className={styles.myTerms}>
      <span className={styles.line}>
        <span>{t('otc:ad.price')}</span>
        <AmountText value={ad.price} decimals={priceDecimals(ad.price)} group unit={ad.legal} />
      </span>
      <span className={styles.line}>
        <span>{t('otc:myAds.remaining')}</span>
        <span>
          <AmountText
            value={ad.remaining_quantity}
            decimals={placesFor(ad.remaining_quantity, decimals)}
            group
          />{' '}
          /{' '}
          <AmountText
            value={ad.total_quantity}
            decimals={placesFor(ad.total_quantity, decimals)}
            group
            unit={ad.currency}
          />
        </span>
      </span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t('otc:myAds.remaining')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.line}>
        <span>{t('otc:ad.limits')}</span>
        <span>
          <AmountText value={ad.min_amount} decimals={LEGAL_DECIMALS} group /> –{' '}
          <AmountText value={ad.max_amount} decimals={LEGAL_DECIMALS} group unit={ad.legal} />
        </span>
      </span>
      <span className={styles.line}>
        <span>{t('otc:myAds.openOrders')}</span>
        <span>{ad.open_orders}</span>
      </span>
      <PayKindTags kinds={ad.pay_kinds} />
    </div>
  );
}
