import { useId } from 'react';
import type { FlashCoin } from '../../../api/generated/model';
import { CoinSelectFrame } from '../../../components/CoinIcon';
import styles from './exchange.module.css';

interface CoinSelectProps {
  label: string;
  coins: readonly FlashCoin[];
  value: number;
  onChange: (currencyId: number) => void;
}

/** A labelled native coin picker (the system wheel on phones), the chosen coin's icon in its box. */
export function CoinSelect({ label, coins, value, onChange }: CoinSelectProps) {
  const id = useId();
  const chosen = coins.find((coin) => coin.currency_id === value);
  return (
    <div className={styles.coinLabel}>
      <label htmlFor={id}>{label}</label>
      <CoinSelectFrame symbol={chosen?.currency}>
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
      </CoinSelectFrame>
    </div>
  );
}
