import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useWalletList } from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { ACCOUNT_TYPES, accountName, accountTabName, isAccountType } from '../accounts';
import { BalanceCard } from '../components/BalanceCard';
import { CurrencyDetail } from '../components/CurrencyDetail';
import { HideableAmounts, HideAmountsToggle } from '../privacy/HideAmounts';
import styles from '../components/assets.module.css';

/** pages/assets/tradeAccount?type=spot|options|contract|trust: the currencies one account holds. */
export default function TradeAccountPage() {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type: AssetAccountType = isAccountType(requested) ? requested : 'spot';
  const wallets = useWalletList();
  const [open, setOpen] = useState<{ id: number; symbol: string } | null>(null);
  const tabs = ACCOUNT_TYPES.map((key) => ({ key, title: accountTabName(t, key) }));

  let body;
  if (wallets.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (wallets.isError) {
    body = (
      <ErrorState message={t('assets:account.loadFailed')} onRetry={() => void wallets.refetch()} />
    );
  } else {
    const account = wallets.data.accounts.find((a) => a.type === type);
    const held = (account?.balances ?? []).filter(
      (b) => !(parseDecimal(b.total)?.isZero() ?? true),
    );
    body = (
      <>
        <section className={styles.hero}>
          <p className={styles.heroLabel}>
            {t('assets:account.value')}
            <HideAmountsToggle />
          </p>
          <p className={styles.heroValue}>
            <AmountText value={account?.usdt_value ?? '0'} decimals={2} group unit="USDT" />
          </p>
        </section>
        {held.length === 0 ? (
          <EmptyState
            title={t('assets:account.empty')}
            action={
              <Link to={PATHS.assetsTransfer}>
                <Button color="primary" fill="outline" size="small">
                  {t('assets:index.transfer')}
                </Button>
              </Link>
            }
          />
        ) : (
          held.map((balance) => (
            <BalanceCard
              key={balance.currency_id}
              balance={balance}
              onOpen={() => setOpen({ id: balance.currency_id, symbol: balance.symbol })}
            />
          ))
        )}
      </>
    );
  }

  return (
    <PageFrame
      nav={<NavBar title={accountName(t, type)} backTo={PATHS.assets} />}
      onRefresh={() => wallets.refetch()}
      className={styles.content}
    >
      <SegmentedTabs
        tabs={tabs}
        activeKey={type}
        onChange={(key) => setSearch({ type: key }, { replace: true })}
        aria-label={t('assets:account.tabs')}
      />
      <HideableAmounts>
        {body}
        <CurrencyDetail type={type} currency={open} onClose={() => setOpen(null)} />
      </HideableAmounts>
    </PageFrame>
  );
}
