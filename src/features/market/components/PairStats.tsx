import { useTranslation } from 'react-i18next';
import type { Ticker } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import styles from './market.module.css';

/** 24-hour high, low and volume. */
export function PairStats({ ticker }: { ticker: Ticker }) {
  const { t } = useTranslation('market');
  return (
    <dl className={styles.stats}>
      <div>
        <dt>{t('market:stats.high')}</dt>
        <dd>
          <AmountText value={ticker.high} decimals={ticker.price_decimals} group />
        </dd>
      </div>
      <div>
        <dt>{t('market:stats.low')}</dt>
        <dd>
          <AmountText value={ticker.low} decimals={ticker.price_decimals} group />
        </dd>
      </div>
      <div>
        <dt>{t('market:stats.volume', { coin: ticker.base })}</dt>
        <dd>
          <AmountText value={ticker.volume} decimals={2} group />
        </dd>
      </div>
    </dl>
  );
}
