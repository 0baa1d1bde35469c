import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewCoinForm } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
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
  return (
    <FormDialog<NewCoinValues>
      title={t('coins.new_title')}
      okText={t('coins.action.create')}
      cancelText={t('coins.cancel')}
      initialValues={NEW_COIN}
      validationSchema={newCoinSchema(t)}
      onSubmit={(values) =>
        onCreate({
          symbol: values.symbol.trim().toUpperCase(),
          name: values.name.trim(),
          decimals: values.decimals.trim(),
          networks: values.networks.trim(),
        })
      }
      onCancel={onCancel}
      notice={<Alert type="info" showIcon title={t('coins.new_hint')} />}
    >
      {FIELDS.map((f) => (
        <FormikItem key={f.name} name={f.name} label={t(f.label)}>
          <Input autoComplete="off" placeholder={f.placeholder} />
        </FormikItem>
      ))}
    </FormDialog>
  );
}
