import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker';
import styles from './LanguagePicker.module.css';
import '../motion';

export interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** LanguageSwitch's bottom sheet: loaded on first open, so the login page's first load skips it. */
export default function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation('common');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.heading}>{t('common:language.title')}</h2>
      <LanguagePicker onChanged={onClose} />
    </Popup>
  );
}
