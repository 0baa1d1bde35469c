import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useWalletDetail } from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Sheet } from '../../../components/Sheet/Sheet';
import { accountName } from '../accounts';
import styles from './assets.module.css';
import { JournalItem } from './JournalItem';

interface CurrencyDetailProps {
  type: AssetAccountType;
  /** The currency shown, or null when the sheet is closed. */
  currency: { id: number; symbol: string } | null;
  onClose: () => void;
}

/** A bottom sheet (the shared modal Sheet) with the recent changes of one currency in one account
 * (wallet/detail). */
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
    <Sheet open={currency !== null} title={t('assets:detail.title')} onClose={onClose}>
      <h3 className={styles.sheetTitle}>
        {currency?.symbol} · {accountName(t, type)}
      </h3>
      {body}
    </Sheet>
  );
}
