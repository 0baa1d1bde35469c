import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountMask } from '../../../components/AmountText/AmountMask';
import { EyeIcon, EyeOffIcon } from '../../../components/form/icons';
import styles from '../components/assets.module.css';
import { setAmountsHidden, useAmountsHidden } from './hiddenAmounts';

/** Every amount inside shows "****" while the user has hidden them (screen readers: "hidden"). */
export function HideableAmounts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('assets');
  const hidden = useAmountsHidden();
  return <AmountMask value={hidden ? t('assets:privacy.hidden') : null}>{children}</AmountMask>;
}

/** The eye beside a total: hides or shows every amount on the asset pages. */
export function HideAmountsToggle() {
  const { t } = useTranslation('assets');
  const hidden = useAmountsHidden();
  return (
    <button
      type="button"
      className={styles.eye}
      aria-label={t('assets:privacy.hideAmounts')}
      aria-pressed={hidden}
      onClick={() => setAmountsHidden(!hidden)}
    >
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
