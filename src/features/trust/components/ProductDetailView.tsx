import type { ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLhDepositProductInfo } from '../../../api/generated/endpoints/trust/trust';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { BuyForm } from './BuyForm';
import { ProductStateTag } from './ProductCard';
import { percent } from './rates';
import styles from './trust.module.css';

/** A product's terms and the buy form (shared by the trust detail and the finance buy page). */
export function ProductDetailView({ id, afterBuy }: { id: number; afterBuy: string }) {
  const { t } = useTranslation('trust');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useLhDepositProductInfo({ id }, { query: { enabled: id > 0 } });
  if (info.isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (info.isError)
    return (
      <ErrorState message={t('trust:detail.loadFailed')} onRetry={() => void info.refetch()} />
    );
  const p = info.data;
  const rule =
    p.family === 'hosting'
      ? t('trust:detail.ruleHosting', { ratio: percent(p.settlement_ratio) })
      : t('trust:detail.ruleFinance');
  const row = (label: string, value: ReactNode) => (
    <div className={styles.row}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <>
      <section className={styles.card} aria-label={t('trust:detail.terms')}>
        <span className={styles.cardHead}>
          <span className={styles.coinTitle}>
            <CoinIcon symbol={p.currency} size={32} />
            {t('trust:product.name', { coin: p.currency, days: p.period_days })}
          </span>
          <ProductStateTag state={p.state} />
        </span>
        {row(
          t('trust:product.daily'),
          <span className={styles.accent}>{percent(p.daily_rate)}</span>,
        )}
        {row(t('trust:product.total'), percent(p.total_rate))}
        {row(t('trust:product.period'), t('trust:product.days', { days: p.period_days }))}
        {row(
          t('trust:product.minimum'),
          <AmountText value={p.min_amount} decimals={p.decimals} unit={p.currency} />,
        )}
        {row(t('trust:product.payout'), t('trust:product.payoutAt', { time: p.payout_time }))}
        {row(t('trust:product.expected30'), percent(p.expected_30d_rate))}
        {p.family === 'hosting' && row(t('trust:product.settlement'), percent(p.settlement_ratio))}
        {p.opens_at && row(t('trust:detail.opensAt'), p.opens_at.slice(0, 10))}
        <p className={styles.row}>{rule}</p>
      </section>
      <BuyForm
        product={p}
        onBought={() => {
          void queryClient.invalidateQueries();
          void navigate(afterBuy);
        }}
      />
    </>
  );
}
