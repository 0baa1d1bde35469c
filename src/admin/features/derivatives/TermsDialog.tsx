import { Alert, Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { ConsoleError } from '../../api/http';
import { FormikItem } from '../../components/FormikItem';

interface Props<V> {
  title: string;
  values: V;
  schema: AnyObjectSchema;
  /** The form's fields and their label keys; `fixed` ones show but cannot change (an edit's key). */
  fields: { name: keyof V & string; label: string; fixed?: boolean; hint?: string }[];
  /** Orders or positions still open: they keep their terms, as the dialog says. */
  openCount?: number;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: V) => Promise<unknown>;
}

/** Creating or editing an option duration's or a leverage market's terms. */
export function TermsDialog<V extends Record<string, string>>({
  title,
  values,
  schema,
  fields,
  openCount = 0,
  onCancel,
  onSave,
}: Props<V>) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Error>();
  const serverFields = refusal instanceof ConsoleError ? refusal.fields : {};
  return (
    <Formik
      initialValues={values}
      validationSchema={schema}
      onSubmit={async (submitted) => {
        setRefusal(undefined);
        try {
          await onSave(submitted);
        } catch (error) {
          setRefusal(error as Error);
        }
      }}
    >
      {(formik) => (
        <Modal
          open
          title={title}
          okText={t('derivatives.save')}
          cancelText={t('derivatives.cancel')}
          confirmLoading={formik.isSubmitting}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          {openCount > 0 && (
            <Alert type="info" showIcon title={t('derivatives.snapshot_hint', { n: openCount })} />
          )}
          {refusal && <Alert type="error" showIcon role="alert" title={refusal.message} />}
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ marginTop: 16 }}>
            {fields.map((f) => (
              <FormikItem
                key={f.name}
                name={f.name}
                label={t(f.label)}
                serverError={serverFields[f.name]}
              >
                <Input
                  autoComplete="off"
                  disabled={f.fixed}
                  placeholder={f.hint ? t(f.hint) : undefined}
                />
              </FormikItem>
            ))}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
