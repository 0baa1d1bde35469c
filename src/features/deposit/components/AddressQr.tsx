import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';

/** The deposit address as a QR code, drawn on the phone by the `qrcode` package (in this page's chunk). */
export function AddressQr({ address }: { address: string }) {
  const { t } = useTranslation('deposit');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(address, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [address]);
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
