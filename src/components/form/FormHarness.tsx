import Button from 'antd-mobile/es/components/button';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

// Story-only: a formik form around one adapter, with a submit button and the current values
// printed, so play functions can check what the adapter wrote into formik.
export interface FormHarnessProps<V extends FormikValues> {
  initialValues: V;
  schema?: AnyObjectSchema;
  onSubmit?: (values: V) => void;
  children: ReactNode;
}

export function FormHarness<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  children,
}: FormHarnessProps<V>) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit?.(values)}
    >
      {({ values }) => (
        <Form
          noValidate
          style={{ padding: 16, background: 'var(--app-surface)', minHeight: '100vh' }}
        >
          {children}
          <Button block color="primary" type="submit">
            Submit
          </Button>
          <output
            data-testid="values"
            style={{ display: 'block', marginTop: 16, fontSize: 12, color: 'var(--app-weak)' }}
          >
            {JSON.stringify(values)}
          </output>
        </Form>
      )}
    </Formik>
  );
}
