import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserLogout } from '../../../api/generated/endpoints/user/user';
import { clearSession } from '../../../api/session';
import { confirmDialog } from '../../../components/imperative/dialog';
import { PATHS } from '../../../lib/paths';
import { forgetPushHere } from '../../notifications';
import styles from './useLogout.module.css';

/** Ask, then revoke the token on the server and forget the session here (even if the call fails). */
export function useLogout() {
  const { t } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();
  const logout = useUserLogout();

  return async () => {
    const confirmed = await confirmDialog({
      title: t('settings:account.logoutTitle'),
      content: t('settings:account.logoutConfirm'),
      confirmText: <span className={styles.danger}>{t('settings:account.logout')}</span>,
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    // While the token still works: this browser stops getting the user's pushes.
    await forgetPushHere().catch(() => undefined);
    await logout.mutateAsync().catch(() => undefined); // http.ts has already shown any failure
    // Leave first, in the same batch: the protected page is gone before the guard sees no session
    // (else it would send the user to login with a backpage to the account they just left).
    navigate(PATHS.login, { replace: true });
    clearSession();
  };
}
