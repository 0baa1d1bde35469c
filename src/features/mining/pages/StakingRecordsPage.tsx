import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMinerZhiya } from '../../../api/generated/endpoints/mining/mining';
import { AmountText } from '../../../components/AmountText/AmountText';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from '../components/mining.module.css';
import { PledgeRecords } from '../components/PledgeRecords';

/** pages/wakuang/zyjilu: staking summary (staked and awarded per coin) and the staking records. */
export default function StakingRecordsPage() {
  const { t } = useTranslation('mining');
  const summary = useMinerZhiya();
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('mining:staking.title')} backTo={PATHS.mining} />}
      onRefresh={() => queryClient.invalidateQueries()}
    >
      <div className={styles.page}>
        <QueryView query={summary} errorText={t('mining:staking.failed')}>
          {(s) => (
            <section className={styles.card} aria-label={t('mining:staking.summary')}>
              <div className={styles.row}>
                <span className={styles.muted}>{t('mining:staking.active')}</span>
                <strong data-testid="active">{s.active}</strong>
              </div>
              {s.coins.map((c) => (
                <div key={c.currency_id} className={styles.row}>
                  <span className={`${styles.muted} ${mining.coinLine}`}>
                    <CoinIcon symbol={c.currency} size={18} />
                    {c.currency}
                  </span>
                  <span>
                    {t('mining:staking.staked')} <AmountText value={c.staked} decimals={8} /> ·{' '}
                    {t('mining:pledge.awarded')} <AmountText value={c.awarded} decimals={8} />
                  </span>
                </div>
              ))}
            </section>
          )}
        </QueryView>
        <PledgeRecords />
      </div>
    </PageFrame>
  );
}
