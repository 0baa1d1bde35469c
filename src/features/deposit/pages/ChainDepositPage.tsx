import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  useDepositChannels,
  useWalletGetInAddress,
} from '../../../api/generated/endpoints/deposit/deposit';
import type { DepositCoin } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { AddressQr } from '../components/AddressQr';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import styles from '../components/deposit.module.css';
import { DepositForm } from '../components/DepositForm';
import { PageSkeleton } from '../components/PageSkeleton';
import { useSubmitDeposit } from '../components/useSubmitDeposit';

const USDT_ID = 3;

/** pages/assets/deposit/index: chain deposit of one coin (`?currency_id=`), network tabs, address, proof. */
export default function ChainDepositPage() {
  const { t } = useTranslation(['deposit', 'kyc']);
  const [params] = useSearchParams();
  const wanted = Number(params.get('currency_id')) || USDT_ID;
  const channels = useDepositChannels();
  const coin =
    channels.data?.coins.find((c) => c.currency_id === wanted) ?? channels.data?.coins[0];

  let body;
  if (channels.isPending) body = <PageSkeleton />;
  else if (channels.isError)
    body = (
      <ErrorState message={t('deposit:index.loadFailed')} onRetry={() => void channels.refetch()} />
    );
  else if (!coin) body = <EmptyState title={t('deposit:index.empty')} />;
  else body = <ChainDeposit key={coin.currency_id} coin={coin} />;

  return (
    <PageFrame
      nav={
        <NavBar
          title={t('deposit:chain.title', { coin: coin?.currency ?? '' })}
          backTo={PATHS.deposit}
        />
      }
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}

function ChainDeposit({ coin }: { coin: DepositCoin }) {
  const { t } = useTranslation('deposit');
  const [network, setNetwork] = useState(coin.networks[0]!);
  const address = useWalletGetInAddress({ currency_id: coin.currency_id, network });
  const submit = useSubmitDeposit();
  const tabs = coin.networks.map((n) => ({ key: n, title: n }));
  return (
    <>
      <section className={styles.card} aria-label={t('deposit:chain.address')}>
        <h2 className={styles.sectionTitle}>{t('deposit:chain.network')}</h2>
        <SegmentedTabs
          tabs={tabs}
          activeKey={network}
          onChange={setNetwork}
          aria-label={t('deposit:chain.network')}
        />
        {address.isPending ? (
          <PageSkeleton lines={3} />
        ) : address.isError ? (
          <ErrorState
            message={t('deposit:chain.addressFailed')}
            onRetry={() => void address.refetch()}
          />
        ) : (
          <>
            <AddressQr address={address.data.address} />
            <h2 className={styles.sectionTitle}>{t('deposit:chain.address')}</h2>
            <div className={styles.address}>
              <p className={styles.addressText} data-testid="deposit-address">
                {address.data.address}
              </p>
              <CopyButton text={address.data.address} />
            </div>
            <p className={styles.warning}>
              {t('deposit:chain.warning', { coin: coin.currency, network })}
            </p>
          </>
        )}
      </section>
      <section className={styles.card}>
        <DepositForm
          min={coin.min_amount}
          decimals={coin.decimals}
          picture="proof"
          coin={coin.currency}
          onSubmit={(values) =>
            submit({
              type: 'chain',
              currency_id: coin.currency_id,
              network,
              amount: values.amount.trim(),
              image: values.image,
            })
          }
        />
      </section>
    </>
  );
}
