import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminTrustProduct } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { FormikSelect } from '../../components/FormikSelect';
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
  return (
    <FormDialog
      title={t(product ? 'products.edit_title' : 'products.create_title', { id: product?.id })}
      okText={t('products.save')}
      cancelText={t('products.cancel')}
      initialValues={valuesOf(product)}
      validationSchema={productSchema(t, decimals)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        product &&
        product.open_orders > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('products.snapshot_hint', { n: product.open_orders })}
          />
        )
      }
    >
      <FormikSelect<ProductValues['family']>
        name="family"
        label={t('products.field.family')}
        disabled={Boolean(product)}
        options={[
          { value: 'hosting', label: t('products.family.hosting') },
          { value: 'finance', label: t('products.family.finance') },
        ]}
      />
      {Object.entries(FIELD_LABEL).map(([name, label]) => (
        <FormikItem key={name} name={name} label={t(label)}>
          <Input autoComplete="off" />
        </FormikItem>
      ))}
    </FormDialog>
  );
}
