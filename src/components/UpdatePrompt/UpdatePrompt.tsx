import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateReady } from '../../lib/updateReady';
import styles from './UpdatePrompt.module.css';

export interface UpdatePromptViewProps {
  onReload: () => void;
  /** While the new version takes over (the page reloads when it has). */
  reloading?: boolean;
}

/** "New version available — Reload", floating above the tab bar. */
export function UpdatePromptView({ onReload, reloading = false }: UpdatePromptViewProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.prompt}>
      <span className={styles.message}>{t('common:update.message')}</span>
      <button type="button" className={styles.reload} onClick={onReload} disabled={reloading}>
        {t('common:update.reload')}
      </button>
    </div>
  );
}

/** Offers the version the service worker has installed in the background. */
export function UpdatePrompt() {
  const applyUpdate = useUpdateReady();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <UpdatePromptView
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        void applyUpdate();
      }}
    />
  );
}
