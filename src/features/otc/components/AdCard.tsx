import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { OtcAd } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { LEGAL_DECIMALS } from '../schemas';
import { takerAction } from './labels';
import styles from './otc.module.css';
import { placesFor, priceDecimals } from './places';
import { PayKindTags } from './PayKindTags';
import { TraderLine } from './TraderLine';
import { sideClass } from '../../../components/theme/sides';

interface AdCardProps {
  ad: OtcAd;
  decimals: number;
  onTake: (ad: OtcAd) => void;
  /** On the trader's own page the name does not link to itself. */
  plainTrader?: boolean;
}

/** One ad of the market: trader, price, what is left, limits, methods, and Buy / Sell. */
export function AdCard({ ad, decimals, onTake, plainTrader }: AdCardProps) {
  const { t } = useTranslation('otc');
  const action = takerAction(t, ad.side, ad.currency);
  return (
    <li className={styles.ad} data-testid={`otc-ad-${ad.id}`}>
      <TraderLine trader={ad.trader} plain={plainTrader} />
      <div className={styles.adBody}>
        <div className={styles.adTerms}>
          <span className={styles.label}>{t('otc:ad.price')}</span>
          <span className={styles.price}>
            <AmountText value={ad.price} decimals={priceDecimals(ad.price)} group unit={ad.legal} />
          </span>
          <span className={`${styles.term} ${styles.available}`}>
            {t('otc:ad.available')}
            <CoinIcon symbol={ad.currency} size={16} className={styles.termCoin} />
            <AmountText
              value={ad.remaining_quantity}
              decimals={placesFor(ad.remaining_quantity, decimals)}
              group
              unit={ad.currency}
            />
          </span>
          <span className={styles.term}>
            {t('otc:ad.limits')}{' '}
            <AmountText value={ad.min_amount} decimals={LEGAL_DECIMALS} group /> –{' '}
            <AmountText value={ad.max_amount} decimals={LEGAL_DECIMALS} group unit={ad.legal} />
          </span>
          <PayKindTags kinds={ad.pay_kinds} />
        </div>
        {ad.mine ? (
          <span className={styles.mine}>{t('otc:ad.mine')}</span>
        ) : (
          <Button
            size="small"
            color={ad.side === 'sell' ? 'success' : 'danger'}
            className={`${styles.take} ${sideClass(ad.side === 'sell')}`}
            onClick={() => onTake(ad)}
            aria-label={t('otc:ad.takeLabel', { action, trader: ad.trader.nickname })}
          >
            {action}
          </Button>
        )}
      </div>
    </li>
  );
}
