import { Alert, Form, Input, Modal, Select } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTrustProduct } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { FormikItem } from '../../components/FormikItem';
import { productSchema, type ProductValues } from './productSchema';
import { FIELD_LABEL } from './productText';

interface Props {
  /** The product to edit; none to create one. */
  product?: AdminTrustProduct;
  /** Known coins' decimal places, by symbol. */
  decimals: Record<string, number>;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: ProductValues) => Promise<unknown>;
}

const valuesOf = (p?: AdminTrustProduct): ProductValues => ({
  family: p?.family ?? 'hosting',
  currency: p?.currency ?? '',
  period_days: p ? String(p.period_days) : '',
  min_amount: p?.min_amount ?? '',
  daily_rate: p?.daily_rate ?? '',
  settlement_ratio: p?.settlement_ratio ?? '0',
  sort: p ? String(p.sort) : '0',
});

/** Creating or editing a product's terms; an edit applies to new orders only, as the dialog says. */
export function ProductDialog({ product, decimals, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Error>();
  const serverFields = refusal instanceof ConsoleError ? refusal.fields : {};
  return (
    <Formik
      initialValues={valuesOf(product)}
      validationSchema={productSchema(t, decimals)}
      onSubmit={async (values) => {
        setRefusal(undefined);
        try {
          await onSave(values);
        } catch (error) {
          setRefusal(error as Error);
        }
      }}
    >
      {(formik) => (
        <Modal
          open
          title={t(product ? 'products.edit_title' : 'products.create_title', { id: product?.id })}
          okText={t('products.save')}
          cancelText={t('products.cancel')}
          confirmLoading={formik.isSubmitting}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          {product && product.open_orders > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('products.snapshot_hint', { n: product.open_orders })}
            />
          )}
          {refusal && <Alert type="error" showIcon role="alert" title={refusal.message} />}
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ marginTop: 16 }}>
            <Form.Item label={t('products.field.family')} htmlFor="family">
              <Select
                id="family"
                value={formik.values.family}
                disabled={Boolean(product)}
                onChange={(v) => void formik.setFieldValue('family', v)}
                options={[
                  { value: 'hosting', label: t('products.family.hosting') },
                  { value: 'finance', label: t('products.family.finance') },
                ]}
              />
            </Form.Item>
            {Object.entries(FIELD_LABEL).map(([name, label]) => (
              <FormikItem key={name} name={name} label={t(label)} serverError={serverFields[name]}>
                <Input autoComplete="off" />
              </FormikItem>
            ))}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
