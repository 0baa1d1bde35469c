import { CloseCircleFill } from 'antd-mobile-icons';
import styles from './form.module.css';

export interface ClearButtonProps {
  /** Its accessible name ("Clear", "Clear search"). */
  label: string;
  onClear: () => void;
  /** Where it sits (margins that let its 44 px touch target reach over the box's edges). */
  className?: string;
}

/**
 * The × that empties a text box: a real, named button (antd-mobile's is an unnamed div). Out of
 * the tab order, as in native fields: a keyboard clears with its own keys, and a stop after every
 * filled field would slow a keyboard user down. A tap keeps the box's focus (and the phone's
 * keyboard); `onClear` should put the focus back in the box for screen-reader users.
 */
export function ClearButton({ label, onClear, className }: ClearButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.clear} ${className ?? ''}`}
      aria-label={label}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    >
      <CloseCircleFill aria-hidden="true" />
    </button>
  );
}
