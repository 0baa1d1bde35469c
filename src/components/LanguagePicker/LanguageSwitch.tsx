import { GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_NAMES, isLang } from '../../i18n/languages';
import styles from './LanguagePicker.module.css';

// The sheet (Popup, its gestures and the language list) is fetched when first wanted: on the
// first press (pointer down, focus) or tap, never as part of the login page's first load.
const loadSheet = () => import('./LanguageSheet');
const LanguageSheet = lazy(loadSheet);

/** A compact globe button (login page, before sign-in) opening the language list in a sheet. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const name = isLang(i18n.language) ? LANG_NAMES[i18n.language] : LANG_NAMES.en;

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('common:language.choose')}
        aria-haspopup="dialog"
      >
        <GlobalOutline />
        <span>{name}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default LanguageSwitch;
