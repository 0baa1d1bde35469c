import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useWalletDetail } from '../../../api/generated/endpoints/assets/assets';
import type { AssetAccountType } from '../../../api/generated/model';
import { QueryView } from '../../../components/QueryView/QueryView';
import { Sheet } from '../../../components/Sheet/Sheet';
import { accountName } from '../accounts';
import styles from './assets.module.css';
import { JournalList } from './JournalItem';

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

  return (
    <Sheet open={currency !== null} title={t('assets:detail.title')} onClose={onClose}>
      <h3 className={styles.sheetTitle}>
        {currency?.symbol} · {accountName(t, type)}
      </h3>
      <QueryView
        query={detail}
        errorText={t('assets:detail.loadFailed')}
        empty={{ when: (data) => data.journal.length === 0, text: t('assets:record.empty') }}
        skeleton={<Skeleton.Paragraph lineCount={4} animated />}
      >
        {(data) => <JournalList lines={data.journal} />}
      </QueryView>
    </Sheet>
  );
}
