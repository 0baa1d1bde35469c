import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import styles from './security.module.css';

/** "You have not set a transaction password", with the way to set one (spec sections 6 and 8). */
export function SetFundPasswordPrompt() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptTitle}>{t('security:prompt.noFundPassword')}</p>
      <p className={styles.hint}>{t('security:prompt.noFundPasswordHint')}</p>
      <Button color="primary" size="large" onClick={() => void navigate(PATHS.changePayPassword)}>
        {t('security:prompt.setNow')}
      </Button>
    </div>
  );
}
