import { useTranslation } from 'react-i18next';
import type { AssetBalance } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from './assets.module.css';

/**
 * One currency of an account (with its icon): total, available and
 * frozen, truncated to its decimals.
 */
export function BalanceCard({ balance, onOpen }: { balance: AssetBalance; onOpen?: () => void }) {
  const { t } = useTranslation('assets');
  return (
    <section className={styles.balance} aria-label={balance.symbol}>
      <button type="button" className={styles.cardButton} onClick={onOpen}>
        <span className={styles.balanceHead}>
          <CoinIcon symbol={balance.symbol} iconUrl={balance.icon_url} size={20} />
          {balance.symbol}
          <span className={styles.muted}>
            {balance.usdt_value !== null && (
              <>
                ≈ <AmountText value={balance.usdt_value} decimals={2} group unit="USDT" />
              </>
            )}
          </span>
        </span>
      </button>
      <dl className={styles.figures}>
        <div>
          <dt>{t('assets:balance.total')}</dt>
          <dd>
            <AmountText value={balance.total} decimals={balance.decimals} group />
          </dd>
        </div>
        <div>
          <dt>{t('assets:balance.available')}</dt>
          <dd>
            <AmountText value={balance.available} decimals={balance.decimals} group />
          </dd>
        </div>
        <div>
          <dt>{t('assets:balance.frozen')}</dt>
          <dd>
            <AmountText value={balance.frozen} decimals={balance.decimals} group />
          </dd>
        </div>
      </dl>
    </section>
  );
}
