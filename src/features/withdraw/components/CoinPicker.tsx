import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressCoin } from '../../../api/generated/model';
import { CoinSelectFrame } from '../../../components/CoinIcon';
import styles from './withdraw.module.css';

/** The coin to withdraw (native picker: the system wheel on phones). */
export function CoinPicker({
  coins,
  value,
  onChange,
}: {
  coins: AddressCoin[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  if (coins.length === 0) return null;
  const chosen = coins.find((coin) => coin.currency_id === value);
  return (
    <div className={styles.form} style={{ paddingBottom: 0 }}>
      <div className={styles.label}>
        <label htmlFor={id}>{t('withdraw:form.coin')}</label>
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
    </div>
  );
}
