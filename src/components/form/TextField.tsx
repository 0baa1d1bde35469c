import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { FieldShell } from './FieldShell';
import { ClearButton } from './ClearButton';
import { useFieldError } from './useFieldError';
import { useInputA11y } from './useInputA11y';
import styles from './form.module.css';

export interface TextFieldProps extends Pick<
  InputProps,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'disabled' | 'enterKeyHint'
> {
  /** The formik field name. */
  name: string;
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  placeholder?: string;
  /** Rendered inside the frame, before the input (e.g. the area code). */
  prefix?: ReactNode;
  /** Rendered inside the frame, after the input (e.g. a Send button or an eye toggle). */
  suffix?: ReactNode;
  /** Allow only these characters (e.g. /\D/g strips everything but digits). */
  strip?: RegExp;
}

/** A formik field bound to antd-mobile's Input (which passes values, not events). */
export function TextField({
  name,
  label,
  placeholder,
  prefix,
  suffix,
  strip,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { field, helpers, error } = useFieldError<string>(name);
  const ref = useInputA11y(Boolean(error), errorId);
  const { t } = useTranslation('form');
  // The clear button shows while the field (input or button) has focus and holds text.
  // antd-mobile's own is an unnamed, unfocusable div; this one is a real, named button.
  const [focused, setFocused] = useState(false);
  const leave = (event: FocusEvent) =>
    !event.currentTarget.contains(event.relatedTarget) && setFocused(false);
  const clearable = !suffix && !inputProps.disabled && Boolean(field.value) && focused;
  return (
    <FieldShell htmlFor={id} label={label} error={error} errorId={errorId}>
      {prefix}
      <span className={styles.entry} onFocus={() => setFocused(true)} onBlur={leave}>
        <Input
          ref={ref}
          id={id}
          name={name}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={(value) => void helpers.setValue(strip ? value.replace(strip, '') : value)}
          onBlur={() => void helpers.setTouched(true)}
          {...inputProps}
        />
        {clearable && (
          <ClearButton
            label={t('form:input.clear')}
            onClear={() => {
              void helpers.setValue('');
              ref.current?.focus();
            }}
          />
        )}
      </span>
      {suffix}
    </FieldShell>
  );
}
