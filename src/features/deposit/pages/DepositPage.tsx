import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDepositChannels } from '../../../api/generated/endpoints/deposit/deposit';
import type { DepositChannels } from '../../../api/generated/model';
import { CoinIcon } from '../../../components/CoinIcon';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/deposit.module.css';
import { methodLabel } from '../components/labels';
import { PageSkeleton } from '../components/PageSkeleton';

/** pages/assets/transfer/index (title Deposit): choose the coin, then the method. */
export default function DepositPage() {
  const { t } = useTranslation('deposit');
  const channels = useDepositChannels();

  let body;
  if (channels.isPending) body = <PageSkeleton />;
  else if (channels.isError)
    body = (
      <ErrorState message={t('deposit:index.loadFailed')} onRetry={() => void channels.refetch()} />
    );
  else if (channels.data.coins.length === 0) body = <EmptyState title={t('deposit:index.empty')} />;
  else body = <Chooser data={channels.data} />;

  return (
    <PageFrame
      nav={
        <NavBar
          title={t('deposit:index.title')}
          backTo={PATHS.assets}
          right={
            <Link className={styles.navLink} to={PATHS.depositRecord}>
              {' '}
              {t('deposit:index.records')}
            </Link>
          }
        />
      }
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}

function Chooser({ data }: { data: DepositChannels }) {
  const { t } = useTranslation('deposit');
  const navigate = useNavigate();
  // ?currency_id= (from a coin's page in Assets) preselects that coin when it can be deposited.
  const [params] = useSearchParams();
  const [coinId, setCoinId] = useState(
    Number(params.get('currency_id')) || data.coins[0]!.currency_id,
  );
  const coin = data.coins.find((c) => c.currency_id === coinId) ?? data.coins[0]!;
  const fiat = data.channels.filter((c) => c.currency_id === coin.currency_id);
  return (
    <>
      <section className={styles.card} aria-labelledby="deposit-coin">
        <h2 id="deposit-coin" className={styles.sectionTitle}>
          {t('deposit:index.coin')}
        </h2>
        <div className={styles.coins}>
          {data.coins.map((c) => (
            <button
              key={c.currency_id}
              type="button"
              className={styles.coin}
              aria-pressed={c.currency_id === coin.currency_id}
              onClick={() => setCoinId(c.currency_id)}
            >
              <CoinIcon symbol={c.currency} size={24} />
              <span>{c.currency}</span>
            </button>
          ))}
        </div>
      </section>
      <List header={t('deposit:index.method')} mode="card" className={styles.methods}>
        <List.Item
          onClick={() => void navigate(`${PATHS.depositChain}?currency_id=${coin.currency_id}`)}
          description={
            <span className={styles.methodHint}>
              {t('deposit:method.chainHint', { coin: coin.currency })}
            </span>
          }
        >
          {methodLabel(t, 'chain')}
        </List.Item>
        {fiat.map((channel) => (
          <List.Item
            key={channel.method}
            onClick={() => void navigate(`${PATHS.depositBank}?method=${channel.method}`)}
            description={
              <span className={styles.methodHint}>
                {t('deposit:method.fiatHint', { coin: channel.currency })}
              </span>
            }
          >
            {methodLabel(t, channel.method)}
          </List.Item>
        ))}
      </List>
    </>
  );
}
