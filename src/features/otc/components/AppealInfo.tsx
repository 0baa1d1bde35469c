import { useTranslation } from 'react-i18next';
import type { OtcAppeal } from '../../../api/generated/model';
import { formatDateTime } from '../../../lib/date';
import { DetailRows } from './DetailRows';
import styles from './otc.module.css';
import { UploadedImage } from './UploadedImage';

/** Who appealed, when and why, with the voucher; pending or the side the operator decided for. */
export function AppealInfo({ appeal }: { appeal: OtcAppeal }) {
  const { t, i18n } = useTranslation('otc');
  const by = appeal.by === 'buyer' ? t('otc:appeal.byBuyer') : t('otc:appeal.bySeller');
  const outcome =
    appeal.resolution === null
      ? t('otc:appeal.pending')
      : appeal.resolution === 'buyer'
        ? t('otc:appeal.forBuyer')
        : t('otc:appeal.forSeller');
  return (
    <section className={styles.card} aria-labelledby="otc-appeal">
      <h2 id="otc-appeal" className={styles.sectionTitle}>
        {t('otc:appeal.title')}
      </h2>
      <DetailRows
        rows={[
          [t('otc:appeal.by'), by],
          [t('otc:appeal.time'), formatDateTime(appeal.created_at, i18n.language)],
          [
            t('otc:appeal.result'),
            <strong key="r" className={appeal.resolution ? styles.resolved : styles.pending}>
              {outcome}
            </strong>,
          ],
          appeal.resolved_at
            ? [t('otc:appeal.resolvedAt'), formatDateTime(appeal.resolved_at, i18n.language)]
            : null,
          [
            t('otc:appeal.description'),
            <span key="d" className={styles.prewrap}>
              {appeal.description}
            </span>,
          ],
          [
            t('otc:appeal.voucher'),
            <UploadedImage key="v" id={appeal.voucher_upload_id} alt={t('otc:appeal.voucher')} />,
          ],
        ]}
      />
    </section>
  );
}
