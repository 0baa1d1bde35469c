import { useTranslation } from 'react-i18next';
import { DownIcon } from './icons';
import styles from './form.module.css';

export interface AreaCodeTriggerProps {
  /** The chosen calling code (digits, no plus sign), or '' before one is known. */
  areaCode: string;
  /** Opens the calling-code sheet; absent while the sheet's code is still loading. */
  onOpen?: () => void;
}

/** The "+86 ⌄" button in front of a phone number, and the divider after it. */
export function AreaCodeTrigger({ areaCode, onOpen }: AreaCodeTriggerProps) {
  const { t } = useTranslation('form');
  return (
    <>
      <button
        type="button"
        className={styles.areaButton}
        aria-label={t('form:phone.areaCodeLabel', { code: areaCode ? `+${areaCode}` : '' })}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        {areaCode ? `+${areaCode}` : '+'}
        <DownIcon />
      </button>
      <span className={styles.divider} />
    </>
  );
}
