import Popup from 'antd-mobile/es/components/popup';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useWalletDetail } from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { accountName } from '../accounts';
import styles from './assets.module.css';
import { JournalItem } from './JournalItem';
import '../../../components/motion';

interface CurrencyDetailProps {
  type: AssetAccountType;
  /** The currency shown, or null when the sheet is closed. */
  currency: { id: number; symbol: string } | null;
  onClose: () => void;
}

/** A bottom sheet with the recent changes of one currency in one account (wallet/detail). */
export function CurrencyDetail({ type, currency, onClose }: CurrencyDetailProps) {
  const { t } = useTranslation('assets');
  const detail = useWalletDetail(
    { currency_id: currency?.id ?? 0, type },
    { query: { enabled: currency !== null } },
  );

  let body;
  if (detail.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated />;
  } else if (detail.isError) {
    body = (
      <ErrorState message={t('assets:detail.loadFailed')} onRetry={() => void detail.refetch()} />
    );
  } else if (detail.data.journal.length === 0) {
    body = <EmptyState title={t('assets:record.empty')} />;
  } else {
    body = (
      <ul className={styles.list}>
        {detail.data.journal.map((line) => (
          <JournalItem key={line.id} line={line} />
        ))}
      </ul>
    );
  }

  return (
    <Popup
      visible={currency !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
    >
      <section role="dialog" aria-label={t('assets:detail.title')}>
        <h2 className={styles.sheetTitle}>
          {currency?.symbol} · {accountName(t, type)}
        </h2>
        <p className={styles.muted}>{t('assets:detail.title')}</p>
        {body}
      </section>
    </Popup>
  );
}
