import styles from './settings.module.css';

export interface PrefSwitchProps {
  checked: boolean;
  /** The ids of the texts that name it (the category's heading and the row's label). */
  labelledBy: string;
  /** The id of the note under the row, if any. */
  describedBy?: string;
  disabled?: boolean;
  /** Waiting on the browser or the server: shown, and not pressable meanwhile. */
  busy?: boolean;
  onChange?: (checked: boolean) => void;
}

/**
 * An on/off switch. A native button with role="switch" (antd-mobile's Switch is a div that a
 * keyboard cannot reach and that names itself "switch" whatever it turns on).
 */
export function PrefSwitch({
  checked,
  labelledBy,
  describedBy,
  disabled = false,
  busy = false,
  onChange,
}: PrefSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      data-busy={busy || undefined}
      onClick={() => {
        if (!busy) onChange?.(!checked);
      }}
    >
      <span className={styles.handle} aria-hidden="true" />
    </button>
  );
}
