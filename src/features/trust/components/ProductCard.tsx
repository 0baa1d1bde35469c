import { useTranslation } from 'react-i18next';
import type { Product, ProductState } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { percent } from './rates';
import styles from './trust.module.css';

const TONES = { open: 'success', coming_soon: 'default', waiting_to_open: 'warning' } as const;

export function ProductStateTag({ state }: { state: ProductState }) {
  const { t } = useTranslation('trust');
  const labels = {
    open: t('trust:state.open'),
    coming_soon: t('trust:state.coming_soon'),
    waiting_to_open: t('trust:state.waiting_to_open'),
  };
  return <StatusTag status={state} tones={TONES} labels={labels} />;
}

/** One product: coin and period, daily and total yield, minimum, state; tapping opens it. */
export function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const { t } = useTranslation('trust');
  return (
    <li>
      <button type="button" className={styles.card} onClick={onOpen}>
        <span className={styles.cardHead}>
          <span className={styles.coinTitle}>
            <CoinIcon symbol={product.currency} size={28} />
            {t('trust:product.name', { coin: product.currency, days: product.period_days })}
          </span>
          <ProductStateTag state={product.state} />
        </span>
        <dl className={styles.grid}>
          <div>
            <dt>{t('trust:product.daily')}</dt>
            <dd className={styles.accent}>{percent(product.daily_rate)}</dd>
          </div>
          <div>
            <dt>{t('trust:product.total')}</dt>
            <dd>{percent(product.total_rate)}</dd>
          </div>
          <div>
            <dt>{t('trust:product.minimum')}</dt>
            <dd>
              <AmountText
                value={product.min_amount}
                decimals={product.decimals > 4 ? 4 : product.decimals}
                unit={product.currency}
              />
            </dd>
          </div>
          <div>
            <dt>{t('trust:product.period')}</dt>
            <dd>{t('trust:product.days', { days: product.period_days })}</dd>
          </div>
          <div>
            <dt>{t('trust:product.expected30')}</dt>
            <dd>{percent(product.expected_30d_rate)}</dd>
          </div>
          <div>
            <dt>{t('trust:product.payout')}</dt>
            <dd>{t('trust:product.payoutAt', { time: product.payout_time })}</dd>
          </div>
        </dl>
      </button>
    </li>
  );
}
