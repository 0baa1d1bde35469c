import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { Trader } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { percent } from './rates';
import styles from './trust.module.css';

/** A trader to follow: coin and side, 30-day market return of the strategy, terms. */
export function TraderCard({ trader, onFollow }: { trader: Trader; onFollow: () => void }) {
  const { t } = useTranslation('finance');
  const side = trader.direction === 'long' ? t('finance:trader.long') : t('finance:trader.short');
  const negative = trader.return_30d.startsWith('-');
  return (
    <li className={styles.card} data-testid={`trader-${trader.id}`}>
      <span className={styles.cardHead}>
        {trader.name}
        <span className={negative ? undefined : styles.accent}>{percent(trader.return_30d)}</span>
      </span>
      {/* The console writes the bio in English only: marked so, shown in every language. */}
      {trader.bio && (
        <p className={styles.bio} lang="en">
          {trader.bio}
        </p>
      )}
      <dl className={styles.grid}>
        <div>
          <dt>{t('finance:trader.strategy')}</dt>
          <dd className={styles.coinLine}>
            <CoinIcon symbol={trader.currency} size={18} />
            {t('finance:trader.position', { coin: trader.currency, side })}
          </dd>
        </div>
        <div>
          <dt>{t('finance:trader.period')}</dt>
          <dd>{t('finance:trader.days', { days: trader.period_days })}</dd>
        </div>
        <div>
          <dt>{t('finance:trader.minimum')}</dt>
          <dd>
            <AmountText value={trader.min_amount} decimals={2} unit={trader.pay_currency} />
          </dd>
        </div>
        <div>
          <dt>{t('finance:trader.commission')}</dt>
          <dd>{percent(trader.commission_rate, 0)}</dd>
        </div>
        <div>
          <dt>{t('finance:trader.followers')}</dt>
          <dd>{trader.followers}</dd>
        </div>
        <div>
          <dt>{t('finance:trader.return30')}</dt>
          <dd>{percent(trader.return_30d)}</dd>
        </div>
      </dl>
      <Button
        block
        color="primary"
        fill="outline"
        onClick={onFollow}
        aria-label={t('finance:trader.followName', { name: trader.name })}
      >
        {t('finance:trader.follow')}
      </Button>
    </li>
  );
}
