import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminMinerModel, MinerModelFields } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { FormikSelect } from '../../components/FormikSelect';
import { HASHRATE_UNITS, minerSchema, type MinerValues } from './minerSchema';
import { fromLocalInput, MINER_FIELD_LABEL, toLocalInput } from './miningText';

interface Props {
  /** The model to edit; none to create one. */
  model?: AdminMinerModel;
  /** Known coins' decimal places, by symbol. */
  decimals: Record<string, number>;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (form: MinerModelFields) => Promise<unknown>;
}

const valuesOf = (m?: AdminMinerModel): MinerValues => ({
  name: m?.name ?? '',
  hashrate: m?.hashrate ?? '',
  hashrate_unit: m?.hashrate_unit ?? 'TH/s',
  coin: m?.coin ?? '',
  price: m?.price ?? '',
  seat_price: m?.seat_price ?? '',
  seats: m ? String(m.seats) : '',
  daily_yield: m?.daily_yield ?? '',
  prepare_days: m ? String(m.prepare_days) : '',
  run_days: m ? String(m.run_days) : '',
  offer_ends_at: m ? toLocalInput(m.offer_ends_at) : '',
  sort: m ? String(m.sort) : '0',
});

const SUFFIX: Partial<Record<keyof MinerValues, string>> = { price: 'USDT', seat_price: 'USDT' };

/** Creating or editing a model's terms; an edit applies to new purchases only, as the dialog says. */
export function MinerDialog({ model, decimals, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const field = (name: keyof typeof MINER_FIELD_LABEL) => (
    <FormikItem key={name} name={name} label={t(MINER_FIELD_LABEL[name])}>
      <Input autoComplete="off" suffix={SUFFIX[name]} />
    </FormikItem>
  );
  return (
    <FormDialog<MinerValues>
      title={t(model ? 'mining.edit_miner_title' : 'mining.create_miner_title', { id: model?.id })}
      okText={t('mining.save')}
      cancelText={t('mining.cancel')}
      initialValues={valuesOf(model)}
      validationSchema={minerSchema(t, decimals, model?.offer_ends_at)}
      onSubmit={(values) =>
        onSave({
          ...values,
          coin: values.coin.trim().toUpperCase(),
          offer_ends_at: fromLocalInput(values.offer_ends_at, model?.offer_ends_at),
        })
      }
      onCancel={onCancel}
      notice={
        model ? (
          model.running_miners > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('mining.snapshot_miners', { n: model.running_miners })}
            />
          )
        ) : (
          <Alert type="info" showIcon title={t('mining.new_hint')} />
        )
      }
    >
      {field('name')}
      {field('hashrate')}
      <FormikSelect<MinerValues['hashrate_unit']>
        name="hashrate_unit"
        label={t('mining.field.hashrate_unit')}
        options={HASHRATE_UNITS.map((u) => ({ value: u, label: u }))}
      />
      {(['coin', 'price', 'seat_price', 'seats', 'daily_yield'] as const).map(field)}
      {(['prepare_days', 'run_days'] as const).map(field)}
      <FormikItem name="offer_ends_at" label={t('mining.field.offer_ends_at')}>
        <Input type="datetime-local" />
      </FormikItem>
      {field('sort')}
    </FormDialog>
  );
}
