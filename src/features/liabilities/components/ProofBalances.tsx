import { useTranslation } from 'react-i18next';
import { fromUnits, type ProofFile } from '../verify/core';
import styles from './liabilities.module.css';

/** The balances the user's leaf holds, one per coin of the snapshot, in the coin's own units. */
export function ProofBalances({ proof }: { proof: ProofFile }) {
  const { t } = useTranslation('liabilities');
  return (
    <section className={styles.card} aria-labelledby="liabilities-balances">
      <h2 id="liabilities-balances" className={styles.cardTitle}>
        {t('liabilities:verify.balances')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('liabilities:table.coin')}</th>
            <th scope="col">{t('liabilities:table.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {proof.snapshot.coins.map((coin, i) => (
            <tr key={coin.currency_id}>
              <td>{coin.symbol}</td>
              <td>{fromUnits(proof.leaf.balances[i] ?? '0', coin.decimals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('liabilities:verify.balancesHint')}</p>
    </section>
  );
}
