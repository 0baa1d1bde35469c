import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WalletList } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { SearchInput } from '../../../components/form/SearchInput';
import styles from './holdings.module.css';
import { coinPagePath, filterHoldings, holdingsOf, SMALL_BALANCE_USDT } from './holdings';

/**
 * Below Assets' accounts: every coin held in any account (icon, name, amount, value in USDT), the
 * most valuable first, with a search box and a switch that hides dust. A row opens the coin's page.
 */
export function HoldingsList({ wallets }: { wallets: WalletList }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [hideSmall, setHideSmall] = useState(false);
  const holdings = holdingsOf(wallets);
  if (holdings.length === 0) return null;
  const shown = filterHoldings(holdings, { query, hideSmall });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('assets:holdings.title')}
        </h2>
        <label className={styles.small}>
          <input
            type="checkbox"
            checked={hideSmall}
            onChange={(event) => setHideSmall(event.currentTarget.checked)}
          />
          {t('assets:holdings.hideSmall', { value: SMALL_BALANCE_USDT })}
        </label>
      </div>
      <SearchInput
        value={query}
        onChange={setQuery}
        label={t('assets:holdings.search')}
        placeholder={t('assets:holdings.search')}
        maxLength={30}
        className={styles.search}
      />
      {shown.length === 0 ? (
        <EmptyState title={t('assets:holdings.noMatch')} />
      ) : (
        <ul className={styles.list}>
          {shown.map((h) => (
            <li key={h.currency_id}>
              <Link className={styles.row} to={coinPagePath(h.currency_id)}>
                <CoinIcon symbol={h.symbol} iconUrl={h.icon_url} size={32} />
                <span className={styles.names}>
                  <span className={styles.symbol}>{h.symbol}</span>
                  <span className={styles.name}>{h.name}</span>
                </span>
                <span className={styles.figures}>
                  <AmountText value={h.total} decimals={h.decimals} group />
                  <span className={styles.value}>
                    {h.usdt_value === null ? (
                      t('assets:holdings.noValue')
                    ) : (
                      <>
                        ≈ <AmountText value={h.usdt_value} decimals={2} group unit="USDT" />
                      </>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
