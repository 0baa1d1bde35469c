import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useWalletLegalLog, useWalletList } from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType, AssetBalance, WalletList } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { accountName } from '../accounts';
import { JournalList } from '../components/JournalItem';
import { WalletSkeleton } from '../components/WalletSkeleton';
import styles from '../components/assets.module.css';
import { holdingsOf } from '../holdings/holdings';
import { HideableAmounts, HideAmountsToggle } from '../privacy/HideAmounts';

/** How many of the coin's latest balance changes the page shows (the rest: Records). */
const RECENT = 10;

interface CoinInAccounts {
  coin: AssetBalance;
  /** The coin in each account, zero where it holds none. */
  rows: { type: AssetAccountType; balance: AssetBalance }[];
  /** All accounts together, and their value in USDT (null: no market). */
  total: string;
  usdtValue: string | null;
}

function coinIn(wallets: WalletList, currencyId: number): CoinInAccounts | null {
  const rows = wallets.accounts.flatMap((account) => {
    const balance = account.balances.find((b) => b.currency_id === currencyId);
    return balance ? [{ type: account.type, balance }] : [];
  });
  if (rows.length === 0) return null;
  const held = holdingsOf(wallets).find((h) => h.currency_id === currencyId);
  return {
    coin: rows[0]!.balance,
    rows,
    total: held?.total ?? '0',
    usdtValue: held ? held.usdt_value : '0',
  };
}

/** pages/assets/coin?currency_id=N: one coin across the four accounts, what to do with it, and
 * its recent balance changes. */
export default function CoinPage() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const currencyId = Number(params.get('currency_id')) || 0;
  const wallets = useWalletList();
  const found = wallets.data ? coinIn(wallets.data, currencyId) : null;

  let body;
  if (wallets.isPending) {
    body = <WalletSkeleton />;
  } else if (wallets.isError) {
    body = (
      <ErrorState message={t('assets:coin.loadFailed')} onRetry={() => void wallets.refetch()} />
    );
  } else if (!found) {
    body = <EmptyState title={t('assets:coin.unknown')} />;
  } else {
    body = <CoinBody found={found} />;
  }

  return (
    <PageFrame
      nav={<NavBar title={found?.coin.symbol ?? t('assets:coin.title')} backTo={PATHS.assets} />}
      onRefresh={() => wallets.refetch()}
      className={styles.content}
    >
      <HideableAmounts>{body}</HideableAmounts>
    </PageFrame>
  );
}

function CoinBody({ found: { coin, rows, total, usdtValue } }: { found: CoinInAccounts }) {
  const { t } = useTranslation(['assets', 'deposit']);
  const navigate = useNavigate();
  const id = coin.currency_id;
  return (
    <>
      <section className={styles.hero}>
        <p className={styles.coinHeroName}>
          <CoinIcon symbol={coin.symbol} iconUrl={coin.icon_url} size={28} />
          <span>
            {coin.symbol} <span className={styles.coinHeroFull}>{coin.name}</span>
          </span>
        </p>
        <p className={styles.heroLabel}>
          {t('assets:coin.total')}
          <HideAmountsToggle />
        </p>
        <p className={styles.heroValue}>
          <AmountText value={total} decimals={coin.decimals} group />
        </p>
        {usdtValue !== null && (
          <p className={styles.heroLabel}>
            ≈ <AmountText value={usdtValue} decimals={2} group unit="USDT" />
          </p>
        )}
      </section>
      <nav className={styles.actions} aria-label={t('assets:index.actions')}>
        <Link className={styles.action} to={`${PATHS.deposit}?currency_id=${id}`}>
          {t('deposit:index.title')}
        </Link>
        <Link className={styles.action} to={`${PATHS.withdraw}?currency_id=${id}`}>
          {t('assets:index.withdraw')}
        </Link>
        <Link className={styles.action} to={`${PATHS.assetsTransfer}?currency_id=${id}`}>
          {t('assets:index.transfer')}
        </Link>
      </nav>
      <List header={t('assets:coin.byAccount')}>
        {rows.map(({ type, balance }) => (
          <List.Item
            key={type}
            onClick={() => void navigate(`${PATHS.assetsTradeAccount}?type=${type}`)}
            description={
              <>
                {t('assets:balance.available')}{' '}
                <AmountText value={balance.available} decimals={balance.decimals} group /> ·{' '}
                {t('assets:balance.frozen')}{' '}
                <AmountText value={balance.frozen} decimals={balance.decimals} group />
              </>
            }
            extra={<AmountText value={balance.total} decimals={balance.decimals} group />}
          >
            {accountName(t, type)}
          </List.Item>
        ))}
      </List>
      <RecentChanges currencyId={id} />
    </>
  );
}

function RecentChanges({ currencyId }: { currencyId: number }) {
  const { t } = useTranslation('assets');
  const journal = useWalletLegalLog({ currency_id: currencyId, page: 1, limit: RECENT });
  return (
    <section className={styles.coinRecent} aria-labelledby="coin-recent">
      <div className={styles.coinRecentHead}>
        <h2 id="coin-recent">{t('assets:coin.recent')}</h2>
        <Link className={styles.navLink} to={PATHS.assetsRecord}>
          {t('assets:index.records')}
        </Link>
      </div>
      <QueryView
        query={journal}
        errorText={t('assets:record.loadFailed')}
        empty={{ when: (data) => data.items.length === 0, text: t('assets:record.empty') }}
        skeleton={<Skeleton.Paragraph lineCount={3} animated />}
      >
        {(data) => <JournalList lines={data.items} />}
      </QueryView>
    </section>
  );
}
