import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useOtcBail } from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { AdForm } from './AdForm';
import { KycGate } from './KycGate';
import { MarginCard } from './MarginCard';
import styles from './otc.module.css';
import { Sheet } from '../../../components/Sheet/Sheet';
import { useOtcMarket } from './useMarket';

interface AdFormSheetProps {
  open: boolean;
  /** The offline ad to edit; publishing a new one when absent. */
  ad?: OtcAd;
  onClose: () => void;
}

/** Publish (after KYC and the margin: "a margin must be paid before publishing") or edit an ad. */
export function AdFormSheet({ open, ad, onClose }: AdFormSheetProps) {
  const { t } = useTranslation('otc');
  return (
    <Sheet
      open={open}
      title={ad ? t('otc:form.editTitle') : t('otc:form.publishTitle')}
      onClose={onClose}
      tall
    >
      {open && (
        <KycGate>
          <FormBody ad={ad} onClose={onClose} />
        </KycGate>
      )}
    </Sheet>
  );
}

function FormBody({ ad, onClose }: { ad?: OtcAd; onClose: () => void }) {
  const { t } = useTranslation('otc');
  const market = useOtcMarket();
  const margin = useOtcBail({ query: { staleTime: 0, refetchOnMount: 'always' } });
  if (market.isPending || margin.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (!market.data || !margin.data) {
    return (
      <ErrorState
        message={t('otc:loadFailed')}
        onRetry={() => void Promise.all([market.refetch(), margin.refetch()])}
      />
    );
  }
  if (!ad && !margin.data.paid) {
    return (
      <div className={styles.stack}>
        <div className={styles.prompt} role="alert">
          <p className={styles.promptTitle}>{t('otc:form.marginFirst')}</p>
          <p className={styles.hint}>
            {t('otc:form.marginFirstHint', {
              amount: margin.data.required_amount,
              coin: margin.data.currency,
            })}
          </p>
        </div>
        <MarginCard margin={margin.data} />
      </div>
    );
  }
  return <AdForm market={market.data} ad={ad} onDone={onClose} />;
}
