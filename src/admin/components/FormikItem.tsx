import { Form } from 'antd';
import { useField } from 'formik';
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

interface Props {
  name: string;
  label: ReactNode;
  /** The antd input; it receives value, onChange, onBlur, id and status. */
  children: ReactElement<Record<string, unknown>>;
  /** A message from the server for this field, shown when the field has no own error. */
  serverError?: string;
}

// An antd form row bound to a Formik field: the yup schema's message shows under the input once
// the field was touched (or the form submitted).
export function FormikItem({ name, label, children, serverError }: Props) {
  const [field, meta] = useField<string>(name);
  const error = (meta.touched && meta.error) || serverError;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error || undefined}
    >
      {cloneElement(children, {
        id: name,
        name,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        status: error ? 'error' : undefined,
      })}
    </Form.Item>
  );
}
