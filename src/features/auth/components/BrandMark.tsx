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
            <stop offset="0" style={{ stopColor: 'var(--app-brand-start)' }} />
            <stop offset="1" style={{ stopColor: 'var(--app-brand-end)' }} />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="url(#coinhub-mark)" />
        <path
          d="M26.5 14.5a8 8 0 1 0 0 11"
          fill="none"
          style={{ stroke: 'var(--app-on-accent)' }}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="27" cy="20" r="2.2" style={{ fill: 'var(--app-brand-dot)' }} />
      </svg>
      <span className={styles.brandName}>{t('auth:brand.name')}</span>
    </div>
  );
}
