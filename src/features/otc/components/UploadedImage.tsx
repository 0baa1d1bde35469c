import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKycImage } from '../../../api/generated/endpoints/kyc/kyc';
import styles from './otc.module.css';

/** An uploaded picture (voucher, QR code) read from /upload/image/{id}; tap to see it full width. */
export function UploadedImage({ id, alt }: { id: string; alt: string }) {
  const { t } = useTranslation('otc');
  const image = useKycImage(id, { query: { staleTime: Infinity }, request: { silent: true } });
  const [large, setLarge] = useState(false);
  if (image.isPending) return <span className={styles.imageBox} aria-busy="true" />;
  if (image.isError) return <span className={styles.muted}>{t('otc:image.failed')}</span>;
  const { mime, content } = image.data;
  return (
    <button
      type="button"
      className={`${styles.imageButton} ${large ? styles.imageLarge : ''}`}
      aria-expanded={large}
      aria-label={
        large ? t('otc:image.shrink', { what: alt }) : t('otc:image.enlarge', { what: alt })
      }
      onClick={() => setLarge((v) => !v)}
    >
      <img src={`data:${mime};base64,${content}`} alt={alt} />
    </button>
  );
}
