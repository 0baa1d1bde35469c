import type { Ticker } from '../../api/generated/model';
import { AmountText } from '../AmountText/AmountText';
import { CoinIcon } from '../CoinIcon';
import styles from './QuoteList.module.css';

export interface QuoteListProps {
  tickers: readonly Ticker[];
  /** Column titles, already localized: pair, last price, 24h change. */
  labels: { pair: string; price: string; change: string };
  onSelect: (ticker: Ticker) => void;
  /** Highlights the selected pair. */
  selectedId?: number;
}

/** Pairs with last price and 24-hour change (green up, red down); each row opens the pair. */
export function QuoteList({ tickers, labels, onSelect, selectedId }: QuoteListProps) {
  return (
    <div className={styles.root} role="table" aria-label={labels.pair}>
      <div className={styles.head} role="row">
        <span role="columnheader">{labels.pair}</span>
        <span role="columnheader">{labels.price}</span>
        <span role="columnheader">{labels.change}</span>
      </div>
      {tickers.map((t) => (
        <button
          key={t.pair_id}
          type="button"
          role="row"
          className={[styles.row, t.pair_id === selectedId ? styles.selected : ''].join(' ')}
          onClick={() => onSelect(t)}
          data-testid={`quote-${t.symbol}`}
        >
          <span role="cell" className={styles.symbol}>
            <CoinIcon symbol={t.base} size={22} className={styles.coin} />
            {t.base}
            <small>/{t.quote}</small>
          </span>
          <span role="cell">
            <AmountText value={t.price} decimals={t.price_decimals} group />
          </span>
          <span role="cell">
            <span className={Number(t.change) < 0 ? styles.down : styles.up}>
              <AmountText value={t.change} decimals={2} showPlus />%
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
