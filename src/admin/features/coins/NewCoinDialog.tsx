import { Alert, Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewCoinForm } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { FormikItem } from '../../components/FormikItem';
import { NEW_COIN, newCoinSchema, type NewCoinValues } from './newCoinSchema';

interface Props {
  onCancel: () => void;
  /** Resolves once the server has created the coin; the dialog then closes. */
  onCreate: (form: NewCoinForm) => Promise<unknown>;
}

const FIELDS: { name: keyof NewCoinValues; label: string; placeholder?: string }[] = [
  { name: 'symbol', label: 'coins.field.symbol', placeholder: 'ADA' },
  { name: 'name', label: 'coins.field.name', placeholder: 'Cardano' },
  { name: 'decimals', label: 'coins.field.decimals' },
  { name: 'networks', label: 'coins.field.networks', placeholder: 'TRC20, ERC20' },
];

/** A new coin; it starts delisted, so the hint says what comes next (rules, then listing). */
export function NewCoinDialog({ onCancel, onCreate }: Props) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Error>();
  const serverFields = refusal instanceof ConsoleError ? refusal.fields : {};
  return (
    <Formik<NewCoinValues>
      initialValues={NEW_COIN}
      validationSchema={newCoinSchema(t)}
      onSubmit={async (values) => {
        setRefusal(undefined);
        try {
          await onCreate({
            symbol: values.symbol.trim().toUpperCase(),
            name: values.name.trim(),
            decimals: values.decimals.trim(),
            networks: values.networks.trim(),
          });
        } catch (error) {
          setRefusal(error as Error);
        }
      }}
    >
      {(formik) => (
        <Modal
          open
          title={t('coins.new_title')}
          okText={t('coins.action.create')}
          cancelText={t('coins.cancel')}
          confirmLoading={formik.isSubmitting}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Alert type="info" showIcon title={t('coins.new_hint')} />
          {refusal && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={refusal.message}
              style={{ marginTop: 16 }}
            />
          )}
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ marginTop: 16 }}>
            {FIELDS.map((f) => (
              <FormikItem
                key={f.name}
                name={f.name}
                label={t(f.label)}
                serverError={serverFields[f.name]}
              >
                <Input autoComplete="off" placeholder={f.placeholder} />
              </FormikItem>
            ))}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
