import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/useOnline';
import styles from './OfflineBanner.module.css';

export interface OfflineBannerViewProps {
  onRetry: () => void;
}

/** "You are offline" with a Retry, above every page. */
export function OfflineBannerView({ onRetry }: OfflineBannerViewProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={styles.banner}>
      <span>{t('common:offline.message')}</span>
      <Button size="small" shape="rounded" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

/**
 * Shown while the browser is offline. Pages show their own error states meanwhile (queries run
 * and fail instead of waiting, see queryClient.ts); Retry asks again for what is on screen, and
 * coming back online does the same by itself (react-query refetches on reconnect).
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  return <OfflineBannerView onRetry={() => void queryClient.refetchQueries({ type: 'active' })} />;
}
