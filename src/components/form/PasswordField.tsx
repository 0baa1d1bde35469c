import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './form.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix' | 'inputMode'> & {
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  autoComplete = 'current-password',
  maxLength = 64,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('form');
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('form:password.show')}
      aria-pressed={visible}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeIcon /> : <EyeOffIcon />}
    </button>
  );
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      suffix={toggle}
    />
  );
}
