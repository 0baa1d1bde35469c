import { useId, useLayoutEffect, type ReactNode } from 'react';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { FieldShell } from './FieldShell';
import { useFieldError } from './useFieldError';

export const FUND_PASSWORD_LENGTH = 6;

export interface FundPasswordFieldProps {
  name: string;
  /** Visible label; also the accessible name of the field. */
  label: string;
  /** Show the digits instead of dots (e.g. while confirming). */
  plain?: boolean;
  /** Use antd-mobile's on-screen number pad instead of the system numeric keypad. */
  keypad?: boolean;
  hint?: ReactNode;
}

/**
 * antd-mobile's PasscodeInput is a focusable role="button" box holding a hidden, focusable
 * <input> (a control inside a control, and a focusable element hidden from screen readers).
 * The box becomes a named group; with the system keypad the <input> is the control, named and
 * described like any text field (Tab lands on it, the cells show its focus); with the on-screen
 * keypad the box is the control and the <input> leaves the tab order.
 */
function usePasscodeA11y(
  id: string,
  { label, keypad, errorId }: { label: string; keypad: boolean; errorId?: string },
) {
  useLayoutEffect(() => {
    const box = document.querySelector<HTMLElement>(`[data-passcode="${CSS.escape(id)}"]`);
    const input = box?.querySelector('input');
    if (!box || !input) return;
    box.setAttribute('role', 'group');
    const describe = (el: HTMLElement) =>
      errorId
        ? el.setAttribute('aria-describedby', errorId)
        : el.removeAttribute('aria-describedby');
    if (keypad) {
      input.tabIndex = -1;
      describe(box);
      return;
    }
    input.removeAttribute('aria-hidden');
    input.setAttribute('aria-label', label);
    input.setAttribute('autocomplete', 'off');
    input.setAttribute('aria-invalid', String(Boolean(errorId)));
    describe(input);
  });
}

/** The 6-digit fund (transaction) password, as six cells on a numeric keypad. */
export function FundPasswordField({ name, label, plain, keypad, hint }: FundPasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { field, helpers, error } = useFieldError<string>(name);
  usePasscodeA11y(id, { label, keypad: Boolean(keypad), errorId: error ? errorId : undefined });
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
        // With the system keypad the <input> inside takes Tab; a click on the cells still focuses it.
        tabIndex={keypad ? 0 : -1}
        data-passcode={id}
        aria-label={label}
      />
      {hint}
    </FieldShell>
  );
}
