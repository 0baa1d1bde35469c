import { Popup } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_NAMES, isLang } from '../../i18n/languages';
import { LanguagePicker } from './LanguagePicker';
import styles from './LanguagePicker.module.css';

/** A compact globe button (login page, before sign-in) opening the language list in a sheet. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const name = isLang(i18n.language) ? LANG_NAMES[i18n.language] : LANG_NAMES.en;

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-label={t('common:language.choose')}
        aria-haspopup="dialog"
      >
        <GlobalOutline />
        <span>{name}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <h2 className={styles.heading}>{t('common:language.title')}</h2>
        <LanguagePicker onChanged={() => setOpen(false)} />
      </Popup>
    </>
  );
}

export default LanguageSwitch;
