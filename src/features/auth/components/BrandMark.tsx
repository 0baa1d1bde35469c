import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** The brand: a coin mark and the name. */
export function BrandMark({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className={`${styles.brand} ${large ? styles.brandLarge : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id="coinhub-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3d7dff" />
            <stop offset="1" stopColor="#1f4fd8" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="url(#coinhub-mark)" />
        <path
          d="M26.5 14.5a8 8 0 1 0 0 11"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="27" cy="20" r="2.2" fill="#7fe3b8" />
      </svg>
      <span className={styles.brandName}>{t('auth:brand.name')}</span>
    </div>
  );
}
