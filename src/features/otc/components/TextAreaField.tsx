import { useId } from 'react';
import { FieldShell, useFieldError } from '../../../components/form';
import styles from './otc.module.css';

interface TextAreaFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  maxLength: number;
}

/** A formik text area with a character count (the appeal's description). */
export function TextAreaField({ name, label, placeholder, maxLength }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { field, helpers, error } = useFieldError<string>(name);
  const value = field.value ?? '';
  return (
    <FieldShell htmlFor={id} label={label} error={error} errorId={errorId}>
      <div className={styles.textArea}>
        <textarea
          id={id}
          name={name}
          rows={4}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
        <span className={styles.count} aria-hidden="true">
          {value.length}/{maxLength}
        </span>
      </div>
    </FieldShell>
  );
}
