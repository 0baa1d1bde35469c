import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMinerInfo, useMinerList } from '../../../api/generated/endpoints/mining/mining';
import { AmountText } from '../../../components/AmountText/AmountText';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from '../components/mining.module.css';
import { ModelFacts } from '../components/ModelFacts';

/** pages/wakuang/index: the user's mining summary, the sections, and the miners on offer. */
export default function MiningHomePage() {
  const { t } = useTranslation('mining');
  const info = useMinerInfo();
  const models = useMinerList();
  const queryClient = useQueryClient();
  const links = [
    [PATHS.miningBuyLocal, t('mining:home.buyLocal')],
    [PATHS.miningRelease, t('mining:home.release')],
    [PATHS.miningConvert, t('mining:home.convert')],
    [PATHS.pledgeList, t('mining:home.pledge')],
    [PATHS.miningStakingRecords, t('mining:home.stakingRecords')],
    [PATHS.pledgeRule, t('mining:home.rule')],
  ] as const;
  return (
    <PageFrame
      nav={<NavBar title={t('mining:home.title')} />}
      onRefresh={() => queryClient.invalidateQueries()}
    >
      <div className={styles.page}>
        <QueryView query={info} errorText={t('mining:home.failed')}>
          {({ summary }) => (
            <section className={styles.card} aria-label={t('mining:home.summary')}>
              <div className={styles.summary}>
                <div>
                  <strong data-testid="miners">{summary.miners}</strong>
                  {t('mining:home.miners')}
                </div>
                <div>
                  <strong>{summary.preparing}</strong>
                  {t('mining:state.preparing')}
                </div>
                <div>
                  <strong>{summary.earning}</strong>
                  {t('mining:state.earning')}
                </div>
              </div>
              {summary.coins.map((c) => (
                <div key={c.coin_id} className={styles.row}>
                  <span className={`${styles.muted} ${mining.coinLine}`}>
                    <CoinIcon symbol={c.coin} size={18} />
                    {t('mining:home.accumulated', { coin: c.coin })}
                  </span>
                  <AmountText value={c.accumulated} decimals={8} unit={c.coin} />
                </div>
              ))}
            </section>
          )}
        </QueryView>
        <nav className={styles.links} aria-label={t('mining:home.sections')}>
          {links.map(([to, label]) => (
            <Link key={to} className={styles.link} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <h2 className={styles.sectionTitle}>{t('mining:home.models')}</h2>
        <QueryView
          query={models}
          errorText={t('mining:home.modelsFailed')}
          empty={{ when: (d) => d.length === 0, text: t('mining:home.modelsEmpty') }}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((m) => (
                <li key={m.id} className={styles.card}>
                  <div className={styles.head}>
                    <span className={mining.coinTitle}>
                      {/* The model's name does not say which coin it mines: the icon does. */}
                      <CoinIcon symbol={m.coin} size={24} label={m.coin} />
                      <strong>{m.name}</strong>
                    </span>
                    <Link
                      to={`${PATHS.miningBuyMachines}?id=${m.id}`}
                      aria-label={t('mining:home.buy', { name: m.name })}
                    >
                      {t('mining:buy.submit')}
                    </Link>
                  </div>
                  <ModelFacts model={m} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
