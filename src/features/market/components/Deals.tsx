import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyDeal } from '../../../api/generated/endpoints/market/market';
import type { Deal } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import styles from './market.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** A deal's row key, the same from one refresh to the next (an index in it would change every row
 * as new deals push the list down, and re-create them all): its time, price and quantity, and how
 * many deals above it in the list have the same ones. */
function dealKey(deals: readonly Deal[], i: number): string {
  const d = deals[i]!;
  const same = (o: Deal) => o.time === d.time && o.price === d.price && o.quantity === d.quantity;
  return `${d.time}-${d.price}-${d.quantity}-${deals.slice(0, i).filter(same).length}`;
}

/** The latest trades of the pair, refreshed every few seconds. Memoized: the live quotes that
 * re-render the page every few seconds leave the list alone unless the pair's decimals change. */
export const Deals = memo(function Deals({
  pairId,
  priceDecimals,
  quantityDecimals,
}: {
  pairId: number;
  priceDecimals: number;
  quantityDecimals: number;
}) {
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
      {deals.data?.items.map((d, i, all) => (
        <div key={dealKey(all, i)} className={styles.dealRow}>
          <span>{clock(d.time)}</span>
          <span className={d.side === 'buy' ? styles.up : styles.down}>
            <AmountText value={d.price} decimals={priceDecimals} />
          </span>
          <AmountText value={d.quantity} decimals={quantityDecimals} />
        </div>
      ))}
    </section>
  );
});
