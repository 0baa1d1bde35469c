import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCopyTrader } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { FormikSelect } from '../../components/FormikSelect';
import { FIELD_LABEL } from './copyText';
import { BIO_MAX, traderSchema, type TraderValues } from './traderSchema';

interface Props {
  /** The trader to edit; none to create one. */
  trader?: AdminCopyTrader;
  /** The pay coin's (USDT) decimal places, the minimum's limit. */
  payDecimals: number;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: TraderValues) => Promise<unknown>;
}

const valuesOf = (p?: AdminCopyTrader): TraderValues => ({
  name: p?.name ?? '',
  bio: p?.bio ?? '',
  currency: p?.currency ?? '',
  direction: p?.direction ?? 'long',
  period_days: p ? String(p.period_days) : '',
  min_amount: p?.min_amount ?? '',
  commission_rate: p?.commission_rate ?? '',
  sort: p ? String(p.sort) : '0',
});

const TEXT_FIELDS = ['currency', 'period_days', 'min_amount', 'commission_rate', 'sort'] as const;

/** Creating or editing a trader; an edit applies to new followers only, as the dialog says. */
export function TraderDialog({ trader, payDecimals, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={
        trader ? t('copytrade.edit_title', { name: trader.name }) : t('copytrade.create_title')
      }
      okText={t('copytrade.save')}
      cancelText={t('copytrade.cancel')}
      initialValues={valuesOf(trader)}
      validationSchema={traderSchema(t, payDecimals)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        trader ? (
          trader.open_follows > 0 && (
            <Alert
              type="info"
              showIcon
              role="note"
              title={t('copytrade.snapshot_hint', { n: trader.open_follows })}
            />
          )
        ) : (
          <Alert type="info" showIcon role="note" title={t('copytrade.created_hint')} />
        )
      }
    >
      <FormikItem name="name" label={t(FIELD_LABEL.name)}>
        <Input autoComplete="off" />
      </FormikItem>
      <FormikItem name="bio" label={t(FIELD_LABEL.bio)}>
        <Input.TextArea rows={3} maxLength={BIO_MAX} showCount />
      </FormikItem>
      <FormikSelect<TraderValues['direction']>
        name="direction"
        label={t(FIELD_LABEL.direction)}
        options={[
          { value: 'long', label: t('copytrade.direction.long') },
          { value: 'short', label: t('copytrade.direction.short') },
        ]}
      />
      {TEXT_FIELDS.map((name) => (
        <FormikItem key={name} name={name} label={t(FIELD_LABEL[name])}>
          <Input autoComplete="off" />
        </FormikItem>
      ))}
    </FormDialog>
  );
}
