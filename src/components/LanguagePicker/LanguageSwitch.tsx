import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_NAMES, isLang } from '../../i18n/languages';
import styles from './LanguagePicker.module.css';

// The sheet (Popup, its gestures and the language list) is fetched when first wanted: on the
// first press (pointer down, focus) or tap, never as part of the login page's first load.
const loadSheet = () => import('./LanguageSheet');
const LanguageSheet = lazy(loadSheet);

/** A globe drawn in four strokes: the icon set's outline globe is a 1.5 KB path, and this button
 * is on the login page's first load. */
function GlobeIcon() {
  return (
    <svg viewBox="0 0 48 48" className={styles.globe} aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="3.2">
        <circle cx="24" cy="24" r="20.4" />
        <path d="M3.6 22.5h40.8M24 3.6v40.8M24 3.6c-5.6 4.2-9.4 11.6-9.4 20.4s3.8 16.2 9.4 20.4M24 3.6c5.6 4.2 9.4 11.6 9.4 20.4s-3.8 16.2-9.4 20.4" />
      </g>
    </svg>
  );
}

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
        aria-label={t('common:language.choose', { name })}
        aria-haspopup="dialog"
      >
        <GlobeIcon />
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
