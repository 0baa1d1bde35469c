import { memo, useCallback, useLayoutEffect, useRef } from 'react';
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

/**
 * Pairs with last price and 24-hour change (green up, red down); each row opens the pair. New
 * quotes redraw only the rows whose figures changed; the callers draw them in the background
 * (useDeferredResult).
 */
export function QuoteList({ tickers, labels, onSelect, selectedId }: QuoteListProps) {
  // The rows keep one handler, so a caller's new closure on each render does not redraw them.
  const latest = useRef(onSelect);
  useLayoutEffect(() => {
    latest.current = onSelect;
  });
  const select = useCallback((ticker: Ticker) => latest.current(ticker), []);
  return (
    <div className={styles.root} role="table" aria-label={labels.pair}>
      <div className={styles.head} role="row">
        <span role="columnheader">{labels.pair}</span>
        <span role="columnheader">{labels.price}</span>
        <span role="columnheader">{labels.change}</span>
      </div>
      {tickers.map((ticker) => (
        <QuoteRow
          key={ticker.pair_id}
          ticker={ticker}
          selected={ticker.pair_id === selectedId}
          onSelect={select}
        />
      ))}
    </div>
  );
}

interface QuoteRowProps {
  ticker: Ticker;
  selected: boolean;
  onSelect: (ticker: Ticker) => void;
}

/** A row draws again when what it shows changes, not when a tick brings the same figures. */
const sameRow = (a: QuoteRowProps, b: QuoteRowProps) =>
  a.selected === b.selected &&
  a.onSelect === b.onSelect &&
  (a.ticker === b.ticker ||
    (['pair_id', 'symbol', 'base', 'quote', 'price', 'price_decimals', 'change'] as const).every(
      (field) => a.ticker[field] === b.ticker[field],
    ));

const QuoteRow = memo(function QuoteRow({ ticker, selected, onSelect }: QuoteRowProps) {
  return (
    <button
      type="button"
      role="row"
      className={[styles.row, selected ? styles.selected : ''].join(' ')}
      onClick={() => onSelect(ticker)}
      data-testid={`quote-${ticker.symbol}`}
    >
      <span role="cell" className={styles.symbol}>
        <CoinIcon symbol={ticker.base} size={22} className={styles.coin} />
        {ticker.base}
        <small>/{ticker.quote}</small>
      </span>
      <span role="cell">
        <AmountText value={ticker.price} decimals={ticker.price_decimals} group />
      </span>
      <span role="cell">
        <span className={Number(ticker.change) < 0 ? styles.down : styles.up}>
          <AmountText value={ticker.change} decimals={2} showPlus />%
        </span>
      </span>
    </button>
  );
}, sameRow);
