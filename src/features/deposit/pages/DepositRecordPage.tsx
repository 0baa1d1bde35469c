import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chargeMentionLog2,
  getChargeMentionLog2QueryKey,
  useDepositChannels,
} from '../../../api/generated/endpoints/deposit/deposit';
import type { Deposit } from '../../../api/generated/model';
import { CoinSelectFrame } from '../../../components/CoinIcon';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/deposit.module.css';
import { DepositItem } from '../components/DepositItem';

/** pages/assets/transfer/record: the user's deposit records with their status, by coin. */
export default function DepositRecordPage() {
  const { t } = useTranslation('deposit');
  const [currencyId, setCurrencyId] = useState(0);
  const coins = useDepositChannels().data?.coins ?? [];
  const chosen = coins.find((c) => c.currency_id === currencyId);
  const filter = currencyId ? { currency_id: currencyId } : {};
  const records = usePagedQuery<Deposit>(getChargeMentionLog2QueryKey(filter), (page, signal) =>
    chargeMentionLog2({ page, limit: PAGE_SIZE, ...filter }, undefined, signal),
  );

  return (
    <PageFrame
      nav={<NavBar title={t('deposit:record.title')} backTo={PATHS.deposit} />}
      onRefresh={() => records.refetch()}
      className={styles.content}
    >
      <CoinSelectFrame symbol={chosen?.currency}>
        <select
          className={styles.filter}
          aria-label={t('deposit:record.filter')}
          value={currencyId}
          onChange={(e) => setCurrencyId(Number(e.currentTarget.value))}
        >
          <option value={0}>{t('deposit:record.all')}</option>
          {coins.map((c) => (
            <option key={c.currency_id} value={c.currency_id}>
              {c.currency}
            </option>
          ))}
        </select>
      </CoinSelectFrame>
      <PagedList
        query={records}
        renderItem={(d) => <DepositItem key={d.id} deposit={d} />}
        empty={t('deposit:record.empty')}
        errorText={t('deposit:record.loadFailed')}
        listClassName={styles.list}
      />
    </PageFrame>
  );
}
