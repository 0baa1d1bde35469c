import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useSecurityAuthenticator,
  useSecurityPasskeys,
} from '../../../api/generated/endpoints/security/security';
import { getToken } from '../../../api/session';
import { PATHS } from '../../../lib/paths';
import { NUDGE_DISMISSED_KEY, nudgeDismissed } from '../queries';
import styles from './home.module.css';

/**
 * A signed-in user without a second factor is asked, once and dismissibly, to turn one on. The
 * answer takes two calls, after Home's first screen: the card floats above the tab bar instead of
 * entering the page's flow, where it pushed everything below it down by its height just as the
 * user reached for the banner or a shortcut (Lighthouse: a layout shift of 0.16 on Home). It is
 * put beside the page, not in it: the pull-to-refresh content is transformed, and a fixed card
 * inside it would sit at the bottom of the content instead of the screen.
 */
export function SecondFactorNudge() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(nudgeDismissed);
  const signedIn = getToken() !== null;
  const state = useSecurityAuthenticator({
    query: { enabled: signedIn && !dismissed, staleTime: 60_000 },
    request: { silent: true },
  });
  // Only asked about once the authenticator is known to be off: most users have one or neither.
  const passkeys = useSecurityPasskeys({
    query: { enabled: state.data?.enabled === false, staleTime: 60_000 },
    request: { silent: true },
  });
  if (!signedIn || dismissed || state.data?.enabled !== false) return null;
  if (passkeys.data?.list.length !== 0) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(NUDGE_DISMISSED_KEY, '1');
    } catch {
      // nothing kept: it shows again on the next visit
    }
  };
  return createPortal(
    <aside className={styles.nudge} aria-labelledby="second-factor-nudge">
      <h2 id="second-factor-nudge" className={styles.nudgeTitle}>
        {t('home:nudge.title')}
      </h2>
      <p className={styles.nudgeText}>{t('home:nudge.text')}</p>
      <div className={styles.nudgeActions}>
        <Button size="small" color="primary" onClick={() => void navigate(PATHS.security)}>
          {t('home:nudge.action')}
        </Button>
        <Button size="small" fill="none" onClick={dismiss}>
          {t('home:nudge.dismiss')}
        </Button>
      </div>
    </aside>,
    document.body,
  );
}
