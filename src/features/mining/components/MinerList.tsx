import { useTranslation } from 'react-i18next';
import {
  getMinerMyMinerListQueryKey,
  minerMyMinerList,
} from '../../../api/generated/endpoints/mining/mining';
import type { UserMiner } from '../../../api/generated/model';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from './mining.module.css';
import { MinerStateTag } from './tags';

/** The user's machines and seats (state, daily yield, accumulated), a page at a time. */
export function MinerList() {
  const { t } = useTranslation('mining');
  const query = usePagedQuery<UserMiner>(getMinerMyMinerListQueryKey(), (page, signal) =>
    minerMyMinerList({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={query}
      renderItem={(m) => <MinerItem key={m.id} miner={m} />}
      empty={t('mining:mine.empty')}
      errorText={t('mining:mine.failed')}
      label={t('mining:mine.title')}
      listClassName={styles.list}
    />
  );
}

function MinerItem({ miner: m }: { miner: UserMiner }) {
  const { t, i18n } = useTranslation('mining');
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={mining.coinTitle}>
          {/* The machine's name does not say which coin it mines: the icon does. */}
          <CoinIcon symbol={m.coin} size={24} label={m.coin} />
          <strong>
            {m.name} ·{' '}
            {m.kind === 'seat'
              ? t('mining:mine.seats', { count: m.quantity })
              : t('mining:mine.machines', { count: m.quantity })}
          </strong>
        </span>
        <MinerStateTag state={m.state} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('mining:model.hashrate')}</dt>
        <dd>
          {m.hashrate} {m.hashrate_unit}
        </dd>
        <dt>{t('mining:model.dailyYield')}</dt>
        <dd>
          <AmountText value={m.daily_yield} decimals={8} unit={m.coin} />
        </dd>
        <dt>{t('mining:mine.accumulated')}</dt>
        <dd>
          <AmountText value={m.accumulated} decimals={8} unit={m.coin} />
        </dd>
        <dt>{m.state === 'preparing' ? t('mining:mine.earningFrom') : t('mining:mine.endsAt')}</dt>
        <dd>{formatDate(m.state === 'preparing' ? m.earning_from : m.ends_at, i18n.language)}</dd>
      </dl>
    </li>
  );
}
