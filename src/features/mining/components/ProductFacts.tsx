import { useTranslation } from 'react-i18next';
import type { PledgeProduct } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { parseDecimal } from '../../../lib/decimal';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from './mining.module.css';

const percent = (rate: string) => `${parseDecimal(rate)?.times(100).toFixed() ?? rate}%`;

/** A pledge product: coin, period, daily and total rate, limits. */
export function ProductFacts({ product }: { product: PledgeProduct }) {
  const { t } = useTranslation('mining');
  return (
    <>
      <div className={styles.head}>
        <strong className={mining.coinTitle}>
          <CoinIcon symbol={product.currency} size={24} />
          {product.currency} · {t('mining:pledge.days', { count: product.days })}
        </strong>
      </div>
      <dl className={styles.facts}>
        <dt>{t('mining:pledge.dailyRate')}</dt>
        <dd>{percent(product.daily_rate)}</dd>
        <dt>{t('mining:pledge.totalRate')}</dt>
        <dd>{percent(product.total_rate)}</dd>
        <dt>{t('mining:pledge.limits')}</dt>
        <dd>
          <AmountText value={product.min_amount} decimals={8} /> –{' '}
          <AmountText value={product.max_amount} decimals={8} unit={product.currency} />
        </dd>
      </dl>
    </>
  );
}
