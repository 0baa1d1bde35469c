import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Deposit } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import styles from './deposit.module.css';
import { DepositStatusTag } from './DepositStatusTag';
import { methodLabel, placesOf } from './labels';

/** One deposit record: type, amount, fee, actual received, time and status. */
export function DepositItem({ deposit: d }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation('deposit');
  const navigate = useNavigate();
  const amount = (value: string) => <AmountText value={value} decimals={placesOf(value)} />;
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        onClick={() => void navigate(`${PATHS.depositCharge}?id=${d.id}`)}
      >
        <span className={styles.itemHead}>
          <span className={styles.itemCoin}>
            <CoinIcon symbol={d.currency} size={20} />
            <span>
              {methodLabel(t, d.type)} · {d.currency}
            </span>
          </span>
          <DepositStatusTag status={d.status} />
        </span>
        <dl className={styles.grid}>
          <div>
            <dt>{t('deposit:record.amount')}</dt>
            <dd>{amount(d.amount)}</dd>
          </div>
          <div>
            <dt>{t('deposit:record.fee')}</dt>
            <dd>{amount(d.fee)}</dd>
          </div>
          <div>
            <dt>{t('deposit:record.actual')}</dt>
            <dd>{amount(d.actual)}</dd>
          </div>
        </dl>
        <span className={styles.muted}>
          {t('deposit:record.time')} {formatDateTime(d.created_at, i18n.language)}
        </span>
      </button>
    </li>
  );
}
