import { useTranslation } from 'react-i18next';
import { useQrCode } from '../../../lib/useQrCode';
import styles from './deposit.module.css';

/** The deposit address as a QR code, drawn on the phone. */
export function AddressQr({ address }: { address: string }) {
  const { t } = useTranslation('deposit');
  const src = useQrCode(address, 176);
  return (
    <div className={styles.qr}>
      {src ? (
        <img src={src} width={176} height={176} alt={t('deposit:chain.qr')} />
      ) : (
        <span className={styles.qrPlaceholder} aria-busy="true" />
      )}
    </div>
  );
}
