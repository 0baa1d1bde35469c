import { useTranslation } from 'react-i18next';
import { useCurrencyDeal } from '../../../api/generated/endpoints/market/market';
import type { Ticker } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import styles from './market.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** The latest trades of the pair, refreshed every few seconds. */
export function Deals({ pairId, ticker }: { pairId: number; ticker: Ticker }) {
  const { t } = useTranslation('market');
  const deals = useCurrencyDeal(
    { pair_id: pairId, limit: 12 },
    { query: { refetchInterval: 5000 } },
  );
  return (
    <section className={styles.deals} aria-label={t('market:deals.title')}>
      <h3 className={styles.muted}>{t('market:deals.title')}</h3>
      <div className={[styles.dealRow, styles.muted].join(' ')}>
        <span>{t('market:deals.time')}</span>
        <span>{t('market:deals.price')}</span>
        <span>{t('market:deals.quantity')}</span>
      </div>
      {deals.data?.items.map((d, i) => (
        <div key={`${d.time}-${i}`} className={styles.dealRow}>
          <span>{clock(d.time)}</span>
          <span className={d.side === 'buy' ? styles.up : styles.down}>
            <AmountText value={d.price} decimals={ticker.price_decimals} />
          </span>
          <AmountText value={d.quantity} decimals={ticker.quantity_decimals} />
        </div>
      ))}
    </section>
  );
}
