import List from 'antd-mobile/es/components/list';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useWalletList } from '../../../api/generated/endpoints/assets/assets';
import { useDeferredResult } from '../../../api/useDeferredResult';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { accountName } from '../accounts';
import { WalletSkeleton } from './WalletSkeleton';
import { HoldingsList } from '../holdings/HoldingsList';
import { HideAmountsToggle } from '../privacy/HideAmounts';
import styles from './assets.module.css';

/**
 * The Assets tab's content: the total in USDT, the four accounts, what to do next and the coins
 * held. The wallet list is this section's own query, not the page's: when it arrives, only this
 * draws again, not the page frame, nav bar and tab bar around it.
 */
export function AssetsOverview() {
  const { t } = useTranslation(['assets', 'deposit']);
  const navigate = useNavigate();
  // An answer (or a tick) is drawn in the background, in slices (src/api/useDeferredResult.ts).
  const wallets = useDeferredResult(useWalletList());

  let body;
  if (wallets.isPending) {
    body = <WalletSkeleton />;
  } else if (wallets.isError) {
    body = (
      <ErrorState message={t('assets:index.loadFailed')} onRetry={() => void wallets.refetch()} />
    );
  } else {
    const { total_usdt, accounts } = wallets.data;
    const holdsNothing = accounts.every((a) =>
      a.balances.every((b) => parseDecimal(b.total)?.isZero() ?? true),
    );
    body = (
      <>
        <section className={styles.hero}>
          <p className={styles.heroLabel}>
            {t('assets:index.total')}
            <HideAmountsToggle />
          </p>
          <p className={styles.heroValue}>
            <AmountText value={total_usdt} decimals={2} group unit="USDT" />
          </p>
        </section>
        <nav className={styles.actions} aria-label={t('assets:index.actions')}>
          <Link className={styles.action} to={PATHS.deposit}>
            {t('deposit:index.title')}
          </Link>
          <Link className={styles.action} to={PATHS.assetsTransfer}>
            {t('assets:index.transfer')}
          </Link>
          <Link className={styles.action} to={PATHS.withdraw}>
            {t('assets:index.withdraw')}
          </Link>
          <Link className={styles.action} to={PATHS.flashExchange}>
            {t('assets:index.flashExchange')}
          </Link>
          <Link className={styles.action} to={PATHS.assetsRecord}>
            {t('assets:index.records')}
          </Link>
        </nav>
        <List header={t('assets:index.accounts')}>
          {accounts.map((account) => (
            <List.Item
              key={account.type}
              onClick={() => void navigate(`${PATHS.assetsTradeAccount}?type=${account.type}`)}
              extra={<AmountText value={account.usdt_value} decimals={2} group unit="USDT" />}
            >
              {accountName(t, account.type)}
            </List.Item>
          ))}
        </List>
        <List>
          <List.Item
            prefix={<CheckShieldOutline aria-hidden />}
            onClick={() => void navigate(PATHS.liabilitiesVerify)}
          >
            {t('assets:index.verifyBalances')}
          </List.Item>
        </List>
        {holdsNothing ? (
          <EmptyState title={t('assets:index.empty')} />
        ) : (
          <HoldingsList wallets={wallets.data} />
        )}
      </>
    );
  }

  return body;
}
