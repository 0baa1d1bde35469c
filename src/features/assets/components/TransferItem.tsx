import { useTranslation } from 'react-i18next';
import type { AccountTransfer } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { accountName } from '../accounts';
import styles from './assets.module.css';
import { formatTime } from './time';

/** One transfer between the user's accounts. */
export function TransferItem({ transfer }: { transfer: AccountTransfer }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        <span>
          {accountName(t, transfer.from)} → {accountName(t, transfer.to)}
        </span>
        <span className={styles.muted}>{formatTime(transfer.created_at, i18n.language)}</span>
      </div>
      <div className={styles.lineSide}>
        <span className={styles.withCoin}>
          <CoinIcon symbol={transfer.symbol} size={20} />
          <AmountText value={transfer.amount} decimals={transfer.decimals} unit={transfer.symbol} />
        </span>
      </div>
    </li>
  );
}
