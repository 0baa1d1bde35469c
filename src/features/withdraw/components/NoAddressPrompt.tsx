import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import styles from './withdraw.module.css';

/** "Please set the withdraw address first", with the way to add one for this coin. */
export function NoAddressPrompt({ currencyId }: { currencyId: number }) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptTitle}>{t('withdraw:gate.address')}</p>
      <p className={styles.hint}>{t('withdraw:gate.addressHint')}</p>
      <Button
        color="primary"
        size="large"
        onClick={() => void navigate(`${PATHS.addressCreate}?currency_id=${currencyId}`)}
      >
        {t('withdraw:gate.addressAction')}
      </Button>
    </div>
  );
}
