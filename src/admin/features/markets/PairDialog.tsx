import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSpotPair } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { pairSchema, type PairValues } from './pairSchema';

interface Props {
  /** The pair to edit; none to create one. */
  pair?: AdminSpotPair;
  /** The spot.fee_rate setting in force (the rate of a pair without its own). */
  defaultRate?: string;
  /** Known coins' decimal places, by symbol. */
  decimals: Record<string, number>;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: PairValues) => Promise<unknown>;
}

const valuesOf = (p?: AdminSpotPair): PairValues => ({
  base: p?.base ?? '',
  quote: p?.quote ?? 'USDT',
  price_decimals: p ? String(p.price_decimals) : '',
  quantity_decimals: p ? String(p.quantity_decimals) : '',
  fee_rate: p?.fee_rate ?? '',
  min_quantity: p && p.min_quantity !== '0' ? p.min_quantity : '',
  min_amount: p && p.min_amount !== '0' ? p.min_amount : '',
  sort: p ? String(p.sort) : '0',
});

const TERMS = [
  'price_decimals',
  'quantity_decimals',
  'fee_rate',
  'min_quantity',
  'min_amount',
  'sort',
] as const;

const FIELD_LABEL: Record<'base' | 'quote' | (typeof TERMS)[number], string> = {
  base: 'markets.field.base',
  quote: 'markets.field.quote',
  price_decimals: 'markets.field.price_decimals',
  quantity_decimals: 'markets.field.quantity_decimals',
  fee_rate: 'markets.field.fee_rate',
  min_quantity: 'markets.field.min_quantity',
  min_amount: 'markets.field.min_amount',
  sort: 'markets.field.sort',
};

/** Creating a pair (closed until opened) or editing its terms: new orders only, as the dialog says. */
export function PairDialog({ pair, defaultRate, decimals, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={pair ? t('markets.edit_title', { symbol: pair.symbol }) : t('markets.create_title')}
      okText={t('markets.save')}
      cancelText={t('markets.cancel')}
      initialValues={valuesOf(pair)}
      validationSchema={pairSchema(t, decimals)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        pair ? (
          pair.open_orders > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('markets.snapshot_hint', { n: pair.open_orders })}
            />
          )
        ) : (
          <Alert type="info" showIcon title={t('markets.create_hint')} />
        )
      }
    >
      {(['base', 'quote'] as const).map((name) => (
        <FormikItem key={name} name={name} label={t(FIELD_LABEL[name])}>
          <Input autoComplete="off" disabled={Boolean(pair)} />
        </FormikItem>
      ))}
      {TERMS.map((name) => (
        <FormikItem key={name} name={name} label={t(FIELD_LABEL[name])}>
          <Input
            autoComplete="off"
            placeholder={
              name === 'fee_rate'
                ? t('markets.fee_default', { rate: defaultRate ?? '—' })
                : undefined
            }
          />
        </FormikItem>
      ))}
    </FormDialog>
  );
}
