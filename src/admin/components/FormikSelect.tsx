import { Select, type SelectProps } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldRow, fieldError } from './FormikItem';
import { useServerFieldError } from './serverFieldErrors';

type Props<V> = Omit<SelectProps<V>, 'id' | 'value' | 'onChange' | 'onBlur' | 'status'> & {
  name: string;
  label: ReactNode;
  /** A message from the server for this field (inside a FormDialog, its refusal's by default). */
  serverError?: string;
};

// FormikItem's twin for antd's Select, whose onChange hands over the chosen value (or values)
// rather than an input event. Choosing sets the field and validates the form again, so a limit
// elsewhere that follows the choice (a coin's decimals) is checked at once.
export function FormikSelect<V extends string | string[]>({
  name,
  label,
  serverError,
  ...select
}: Props<V>) {
  const [field, meta, helpers] = useField<V>(name);
  const refused = useServerFieldError(name);
  const error = fieldError(meta, serverError ?? refused);
  return (
    <FieldRow name={name} label={label} error={error}>
      <Select<V>
        {...select}
        id={name}
        // an empty choice shows the placeholder
        value={field.value || undefined}
        status={error ? 'error' : undefined}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldRow>
  );
}
