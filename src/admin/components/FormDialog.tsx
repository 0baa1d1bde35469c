import { Alert, Form, Modal } from 'antd';
import { Formik, type FormikProps, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ConsoleError } from '../api/http';
import { ServerFieldErrors } from './serverFieldErrors';

interface Props<V extends FormikValues> {
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** The confirm button is red: the action takes something away (a suspension). */
  danger?: boolean;
  width?: number;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Saves; resolving closes the dialog (the caller's job), throwing shows the refusal. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** What the operator should know before saving (who keeps the old terms), above the form. */
  notice?: ReactNode;
  /** The form's rows; FormikItem and FormikSelect inside find the server's field errors. */
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
}

/**
 * The console's form dialog: a yup-validated Formik form in a modal whose save goes to the
 * server. A refusal shows its message above the form and its per-field messages under the fields,
 * and the form stays as typed, so nothing the operator entered is lost.
 */
export function FormDialog<V extends FormikValues>(props: Props<V>) {
  const { title, okText, cancelText, danger, width, notice, children } = props;
  const [refusal, setRefusal] = useState<Error>();
  const serverFields = refusal instanceof ConsoleError ? refusal.fields : {};
  return (
    <Formik<V>
      initialValues={props.initialValues}
      validationSchema={props.validationSchema}
      onSubmit={async (values) => {
        setRefusal(undefined);
        try {
          await props.onSubmit(values);
        } catch (error) {
          setRefusal(error as Error);
        }
      }}
    >
      {(formik) => (
        <Modal
          open
          width={width}
          title={title}
          okText={okText}
          okButtonProps={danger ? { danger: true } : undefined}
          cancelText={cancelText}
          confirmLoading={formik.isSubmitting}
          onOk={() => formik.handleSubmit()}
          onCancel={props.onCancel}
        >
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {notice}
            {refusal && <Alert type="error" showIcon role="alert" title={refusal.message} />}
          </div>
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ marginTop: 16 }}>
            <ServerFieldErrors.Provider value={serverFields}>
              {typeof children === 'function' ? children(formik) : children}
            </ServerFieldErrors.Provider>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
