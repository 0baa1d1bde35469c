import { useId, type ReactNode } from 'react';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { FieldShell } from './FieldShell';
import { useFieldError } from './useFieldError';

export const FUND_PASSWORD_LENGTH = 6;

export interface FundPasswordFieldProps {
  name: string;
  /** Visible label; also the accessible name of the cells. */
  label: string;
  /** Show the digits instead of dots (e.g. while confirming). */
  plain?: boolean;
  /** Use antd-mobile's on-screen number pad instead of the system numeric keypad. */
  keypad?: boolean;
  hint?: ReactNode;
}

/** The 6-digit fund (transaction) password, as six cells on a numeric keypad. */
export function FundPasswordField({ name, label, plain, keypad, hint }: FundPasswordFieldProps) {
  const errorId = `${useId()}-error`;
  const { field, helpers, error } = useFieldError<string>(name);
  return (
    <FieldShell label={label} error={error} errorId={errorId} bare>
      <PasscodeInput
        length={FUND_PASSWORD_LENGTH}
        plain={plain}
        seperated
        error={Boolean(error)}
        value={field.value ?? ''}
        onChange={(value) => void helpers.setValue(value.replace(/\D/g, ''))}
        onBlur={() => void helpers.setTouched(true)}
        keyboard={keypad ? <NumberKeyboard /> : undefined}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {hint}
    </FieldShell>
  );
}
