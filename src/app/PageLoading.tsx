import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState/ErrorState';
import styles from './PageLoading.module.css';

// While a lazy page loads (spec section 8): nothing for the first 200 ms (a fast load never
// flashes a spinner), then a spinner, and after 60 s an error with Retry instead of waiting on.
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOADING_TIMEOUT_MS = 60_000;

export interface PageLoadingProps {
  /** Offered once loading has given up. */
  onRetry?: () => void;
  delayMs?: number;
  timeoutMs?: number;
}

export function PageLoading({
  onRetry,
  delayMs = PAGE_LOADING_DELAY_MS,
  timeoutMs = PAGE_LOADING_TIMEOUT_MS,
}: PageLoadingProps) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'timedOut'>('waiting');

  useEffect(() => {
    const shown = setTimeout(() => setPhase('loading'), delayMs);
    const gaveUp = setTimeout(() => setPhase('timedOut'), timeoutMs);
    return () => {
      clearTimeout(shown);
      clearTimeout(gaveUp);
    };
  }, [delayMs, timeoutMs]);

  if (phase === 'timedOut')
    return <ErrorState fullPage message={t('common:page.timedOut')} onRetry={onRetry} />;
  if (phase === 'waiting') return <div className={styles.root} aria-busy="true" />;
  return (
    <div className={styles.root} aria-busy="true" role="status">
      {/* A CSS ring: antd-mobile's SpinLoading animates with react-spring, 20 KB on every first load. */}
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{t('common:loading')}</span>
    </div>
  );
}
