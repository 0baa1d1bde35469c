import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldShellProps {
  /** id of the control the label names (omit for controls that label themselves). */
  htmlFor?: string;
  label?: ReactNode;
  /** The translated error, shown inline under the control. */
  error?: string;
  errorId: string;
  /** Render the control without the filled frame (passcode cells, tick boxes). */
  bare?: boolean;
  children: ReactNode;
}

/** Label, control and inline error: the frame every form adapter shares. */
export function FieldShell({ htmlFor, label, error, errorId, bare, children }: FieldShellProps) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      {label ? (
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
        </label>
      ) : null}
      <div className={bare ? styles.bare : styles.control}>{children}</div>
      {error ? (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
