import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtcCurrency, OtcPayKind } from '../../../api/generated/model';
import { CoinIcon } from '../../../components/CoinIcon';
import { PAY_KINDS, payKindLabel } from './labels';
import styles from './otc.module.css';

interface MarketFiltersProps {
  coins: OtcCurrency[];
  coinId: number;
  onCoin: (id: number) => void;
  payKind: OtcPayKind | null;
  onPayKind: (kind: OtcPayKind | null) => void;
}

/** The coin (chips, each with its icon) and an optional payment method filter. */
export function MarketFilters({ coins, coinId, onCoin, payKind, onPayKind }: MarketFiltersProps) {
  const { t } = useTranslation('otc');
  const id = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.coins} role="group" aria-label={t('otc:index.coin')}>
        {coins.map((coin) => (
          <button
            key={coin.currency_id}
            type="button"
            className={styles.coin}
            aria-pressed={coin.currency_id === coinId}
            onClick={() => onCoin(coin.currency_id)}
          >
            <CoinIcon symbol={coin.currency} size={18} />
            {coin.currency}
          </button>
        ))}
      </div>
      <label className={styles.payFilter} htmlFor={id}>
        <span className={styles.visuallyHidden}>{t('otc:index.payKind')}</span>
        <select
          id={id}
          className={styles.select}
          value={payKind ?? ''}
          onChange={(e) => onPayKind((e.target.value || null) as OtcPayKind | null)}
        >
          <option value="">{t('otc:index.allPayKinds')}</option>
          {PAY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {payKindLabel(t, kind)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
