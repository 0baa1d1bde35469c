import { useTranslation } from 'react-i18next';
import type { OtcReceivingAccount, OtcRole } from '../../../api/generated/model';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { DetailRows } from './DetailRows';
import { payKindLabel } from './labels';
import styles from './otc.module.css';
import { UploadedImage } from './UploadedImage';

/** The seller's accounts: where the buyer sends the money (the seller sees their own). */
export function ReceivingAccounts({
  accounts,
  role,
}: {
  accounts: OtcReceivingAccount[];
  role: OtcRole;
}) {
  const { t } = useTranslation('otc');
  const copyable = (text: string, label: string) => (
    <span className={styles.copyable}>
      <span>{text}</span>
      <CopyButton text={text} label={label} />
    </span>
  );
  return (
    <section className={styles.card} aria-labelledby="otc-receiving">
      <h2 id="otc-receiving" className={styles.sectionTitle}>
        {role === 'buyer' ? t('otc:receiving.titleBuyer') : t('otc:receiving.titleSeller')}
      </h2>
      {accounts.map((account) => {
        const accountLabel =
          account.kind === 'bank' ? t('otc:receiving.card') : t('otc:receiving.account');
        return (
          <div
            key={account.kind}
            className={styles.account}
            aria-label={payKindLabel(t, account.kind)}
            role="group"
          >
            <h3 className={styles.accountKind}>{payKindLabel(t, account.kind)}</h3>
            <DetailRows
              rows={[
                [t('otc:receiving.holder'), copyable(account.holder, t('otc:receiving.holder'))],
                [accountLabel, copyable(account.account, accountLabel)],
                account.bank_name ? [t('otc:receiving.bank'), account.bank_name] : null,
                account.branch ? [t('otc:receiving.branch'), account.branch] : null,
                account.qr_upload_id
                  ? [
                      t('otc:receiving.qr'),
                      <UploadedImage
                        key="qr"
                        id={account.qr_upload_id}
                        alt={t('otc:receiving.qrOf', { kind: payKindLabel(t, account.kind) })}
                      />,
                    ]
                  : null,
              ]}
            />
          </div>
        );
      })}
      {role === 'buyer' && <p className={styles.warning}>{t('otc:receiving.warning')}</p>}
    </section>
  );
}
