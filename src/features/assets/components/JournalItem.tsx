import { useTranslation } from 'react-i18next';
import type { JournalLine } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { accountName, journalKindName } from '../accounts';
import styles from './assets.module.css';
import { formatTime } from './time';

/** One balance change: why, which account, how much (+/-), the balance after, when. */
export function JournalItem({ line }: { line: JournalLine }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        <span>{journalKindName(t, line.kind)}</span>
        <span className={`${styles.muted} ${styles.withCoin}`}>
          <CoinIcon symbol={line.symbol} size={16} />
          <span>
            {line.symbol} · {accountName(t, line.type)}
          </span>
        </span>
        <span className={styles.muted}>{formatTime(line.created_at, i18n.language)}</span>
      </div>
      <div className={styles.lineSide}>
        <AmountText value={line.amount} decimals={line.decimals} colorBySign showPlus />
        <span className={styles.muted}>
          {t('assets:record.balanceAfter')}{' '}
          <AmountText value={line.balance} decimals={line.decimals} />
        </span>
      </div>
    </li>
  );
}

/** A short list of balance changes (a coin's page, an account's currency sheet). */
export function JournalList({ lines }: { lines: JournalLine[] }) {
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <JournalItem key={line.id} line={line} />
      ))}
    </ul>
  );
}
