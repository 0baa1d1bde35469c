import { useId } from 'react';
import type { FlashCoin } from '../../../api/generated/model';
import styles from './exchange.module.css';

interface CoinSelectProps {
  label: string;
  coins: readonly FlashCoin[];
  value: number;
  onChange: (currencyId: number) => void;
}

/** A labelled native coin picker (the system wheel on phones). */
export function CoinSelect({ label, coins, value, onChange }: CoinSelectProps) {
  const id = useId();
  return (
    <label className={styles.coinLabel} htmlFor={id}>
      {label}
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {coins.map((coin) => (
          <option key={coin.currency_id} value={coin.currency_id}>
            {coin.currency}
          </option>
        ))}
      </select>
    </label>
  );
}
