import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotificationPrefs } from '../../../api/generated/endpoints/notifications/notifications';
import { ApiError } from '../../../api/http';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { usePushState } from '../push';
import { CategoryPrefs } from '../settings/CategoryPrefs';
import { DevicePush } from '../settings/DevicePush';
import { prefToggleOptions } from '../settings/prefToggle';
import styles from '../settings/settings.module.css';

/** The server's answer to e-mail of a category that has none, or whose e-mails cannot be off. */
const EMAIL_FIXED = 1342;

/**
 * pages/settings/notifications (Settings → Notifications): this browser's push, then each
 * category's channels beyond the inbox (push, e-mail). A switch moves at once and goes back, with
 * a toast, when the server refuses.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const push = usePushState();
  const queryClient = useQueryClient();
  const prefs = useNotificationPrefs();
  const toggle = useMutation(
    prefToggleOptions(queryClient, (error) => {
      const fixed = error instanceof ApiError && Number(error.code) === EMAIL_FIXED;
      void showToast(
        fixed ? t('notifications:prefs.emailFixed') : t('notifications:prefs.saveFailed'),
      );
    }),
  );

  let categories;
  if (prefs.isPending) {
    categories = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (prefs.isError) {
    categories = (
      <ErrorState
        message={t('notifications:prefs.loadFailed')}
        onRetry={() => void prefs.refetch()}
      />
    );
  } else {
    categories = prefs.data.categories.map((pref) => (
      <CategoryPrefs key={pref.category} pref={pref} onChange={(change) => toggle.mutate(change)} />
    ));
  }

  return (
    <PageFrame
      nav={<NavBar title={t('notifications:prefs.title')} />}
      onRefresh={() => prefs.refetch()}
      className={styles.content}
    >
      <DevicePush push={push} />
      <section className={styles.section}>
        <p className={styles.intro}>{t('notifications:prefs.intro')}</p>
        {categories}
      </section>
    </PageFrame>
  );
}
