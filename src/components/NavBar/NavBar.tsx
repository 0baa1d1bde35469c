import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_LANDING } from '../../lib/landing';
import { BackIcon } from './icons';
import styles from './NavBar.module.css';

export interface NavBarProps {
  /** The page title, already localized. */
  title?: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Go to this path instead of the previous page. */
  backTo?: string;
  /** Replace the back behaviour entirely. */
  onBack?: () => void;
  /** Actions on the right (icons, a text button). */
  right?: ReactNode;
  /**
   * "custom": the page draws its own header look (spec: custom navigation): transparent, no
   * border, inherits the text colour, so it can sit over a hero or a dark page.
   */
  variant?: 'default' | 'custom';
}

export function NavBar({
  title,
  back = true,
  backTo,
  onBack,
  right,
  variant = 'default',
}: NavBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = () => {
    if (onBack) return onBack();
    if (backTo) return navigate(backTo);
    // The first page of a visit has the key "default": there is nothing in the app to go back to.
    if (location.key !== 'default') return navigate(-1);
    return navigate(DEFAULT_LANDING, { replace: true });
  };

  return (
    <header className={`${styles.bar} ${variant === 'custom' ? styles.custom : ''}`}>
      <div className={styles.side}>
        {back && (
          <button
            type="button"
            className={styles.back}
            onClick={goBack}
            aria-label={t('common:nav.back')}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}

export default NavBar;
