import { Form } from 'antd';
import { useField, type FieldMetaProps } from 'formik';
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { useServerFieldError } from './serverFieldErrors';

interface Props {
  name: string;
  label: ReactNode;
  /** The antd input; it receives value, onChange, onBlur, id and status. */
  children: ReactElement<Record<string, unknown>>;
  /**
   * A message from the server for this field, shown when the field has no own error; inside a
   * FormDialog the dialog's refusal supplies it.
   */
  serverError?: string;
}

/** The yup schema's message once the field was touched (or the form submitted), else the server's. */
export function fieldError(meta: FieldMetaProps<unknown>, serverError?: string) {
  return (meta.touched && meta.error) || serverError;
}

/** The antd form row around a Formik field's control, with the field's error under it. */
export function FieldRow(props: {
  name: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  const { name, label, error, children } = props;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error || undefined}
    >
      {children}
    </Form.Item>
  );
}

// An antd form row bound to a Formik field.
export function FormikItem({ name, label, children, serverError }: Props) {
  const [field, meta] = useField<string>(name);
  const refused = useServerFieldError(name);
  const error = fieldError(meta, serverError ?? refused);
  return (
    <FieldRow name={name} label={label} error={error}>
      {cloneElement(children, {
        id: name,
        name,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        status: error ? 'error' : undefined,
      })}
    </FieldRow>
  );
}
