import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ticker } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { PATHS } from '../../../lib/paths';
import styles from './market.module.css';

/** The selected pair: symbol, last price, 24-hour change and a link to its chart. */
export function PairHeader({ ticker, chartLink = true }: { ticker: Ticker; chartLink?: boolean }) {
  const { t } = useTranslation('market');
  return (
    <section className={styles.pairHead} aria-label={ticker.symbol}>
      <div>
        <h2 className={styles.pairSymbol}>{ticker.symbol}</h2>
        <p className={styles.pairPrice} data-testid="pair-price">
          <AmountText value={ticker.price} decimals={ticker.price_decimals} group />{' '}
          <span className={Number(ticker.change) < 0 ? styles.down : styles.up}>
            <AmountText value={ticker.change} decimals={2} showPlus />%
          </span>
        </p>
      </div>
      {chartLink && (
        <Link className={styles.chartLink} to={`${PATHS.kline}?pair=${ticker.pair_id}`}>
          {t('market:chart.open')}
        </Link>
      )}
    </section>
  );
}
