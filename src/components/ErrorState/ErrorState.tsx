import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** What went wrong, already localized; a generic sentence when absent. */
  message?: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  /** Fill the page height (a whole page failed) rather than a block inside a page. */
  fullPage?: boolean;
}

export function ErrorState({ message, onRetry, fullPage = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    // data-error-state: how the engine walk (tests/engines) tells a failed page from a working one.
    <div
      role="alert"
      data-error-state
      className={`${styles.root} ${fullPage ? styles.fullPage : ''}`}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.4" fill="currentColor" />
      </svg>
      <p className={styles.message}>{message || t('common:state.error')}</p>
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      )}
    </div>
  );
}

export default ErrorState;
