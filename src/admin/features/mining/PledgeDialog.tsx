import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPledgeProduct, PledgeProductFields } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { PLEDGE_FIELD_LABEL } from './miningText';
import { pledgeSchema, type PledgeValues } from './pledgeSchema';

interface Props {
  /** The product to edit; none to create one. */
  product?: AdminPledgeProduct;
  /** Known coins' decimal places, by symbol. */
  decimals: Record<string, number>;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (form: PledgeProductFields) => Promise<unknown>;
}

const valuesOf = (p?: AdminPledgeProduct): PledgeValues => ({
  currency: p?.currency ?? '',
  days: p ? String(p.days) : '',
  daily_rate: p?.daily_rate ?? '',
  min_amount: p?.min_amount ?? '',
  max_amount: p?.max_amount ?? '',
  sort: p ? String(p.sort) : '0',
});

/** Creating or editing a product's terms; an edit applies to new pledges only, as the dialog says. */
export function PledgeDialog({ product, decimals, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<PledgeValues>
      title={t(product ? 'mining.edit_pledge_title' : 'mining.create_pledge_title', {
        id: product?.id,
      })}
      okText={t('mining.save')}
      cancelText={t('mining.cancel')}
      initialValues={valuesOf(product)}
      validationSchema={pledgeSchema(t, decimals)}
      onSubmit={(values) => onSave({ ...values, currency: values.currency.trim().toUpperCase() })}
      onCancel={onCancel}
      notice={
        product ? (
          product.active_pledges > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('mining.snapshot_pledge', { n: product.active_pledges })}
            />
          )
        ) : (
          <Alert type="info" showIcon title={t('mining.new_hint')} />
        )
      }
    >
      {Object.entries(PLEDGE_FIELD_LABEL).map(([name, label]) => (
        <FormikItem key={name} name={name} label={t(label)}>
          <Input autoComplete="off" />
        </FormikItem>
      ))}
    </FormDialog>
  );
}
