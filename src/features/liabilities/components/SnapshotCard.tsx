import { useTranslation } from 'react-i18next';
import type { Snapshot } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { formatDateTime } from '../../../lib/date';
import { HashText } from './HashText';
import styles from './liabilities.module.css';

/** The leaf list of a snapshot is a file download, not an API envelope: a plain link. */
const leavesUrl = (id: number) => `/api/liabilities/leaves?id=${id}`;

/** One published snapshot: its root, how many accounts, and each coin's total beside the ledger's. */
export function SnapshotCard({ snapshot }: { snapshot: Snapshot }) {
  const { t, i18n } = useTranslation('liabilities');
  const titleId = `liabilities-snapshot-${snapshot.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t('liabilities:snapshot.name', { id: snapshot.id })}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('liabilities:snapshot.takenAt')}</dt>
        <dd>{formatDateTime(snapshot.taken_at, i18n.language)}</dd>
        <dt>{t('liabilities:snapshot.accounts')}</dt>
        <dd>{snapshot.account_count}</dd>
        <dt>{t('liabilities:snapshot.root')}</dt>
        <dd>
          <CopyButton text={snapshot.root_hash} label={t('liabilities:snapshot.root')} />
        </dd>
      </dl>
      <HashText hash={snapshot.root_hash} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('liabilities:table.coin')}</th>
            <th scope="col">{t('liabilities:table.inTree')}</th>
            <th scope="col">{t('liabilities:table.ledger')}</th>
          </tr>
        </thead>
        <tbody>
          {snapshot.coins.map((coin) => (
            <tr key={coin.currency_id}>
              <td>{coin.symbol}</td>
              <td>
                <AmountText value={coin.total} decimals={coin.decimals} group />
              </td>
              <td>
                <AmountText value={coin.ledger_total} decimals={coin.decimals} group />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <a className={styles.link} href={leavesUrl(snapshot.id)} download>
        {t('liabilities:snapshot.downloadLeaves')}
      </a>
    </li>
  );
}
