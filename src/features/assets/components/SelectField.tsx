import CheckList from 'antd-mobile/es/components/check-list';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/CoinIcon';
import { Sheet } from '../../../components/Sheet/Sheet';
import styles from './assets.module.css';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  /** A coin option: its icon is drawn before the label (decorative, the label names the coin). */
  coin?: { symbol: string; iconUrl?: string | null };
}

const coinIcon = (coin: SelectOption<string | number>['coin']) =>
  coin && <CoinIcon symbol={coin.symbol} iconUrl={coin.iconUrl} size={24} />;

interface SelectFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  placeholder: string;
  /** Called instead of setting the field (e.g. to keep from and to apart). */
  onSelect?: (value: V) => void;
}

/**
 * A formik field picked from a sheet (the shared modal Sheet, titled with the field's label):
 * the button shows the label and the choice; the sheet lists the options with the choice checked.
 */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  placeholder,
  onSelect,
}: SelectFieldProps<V>) {
  const { t } = useTranslation('assets');
  const [field, meta, helpers] = useField<V | null>(name);
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.value === field.value);
  // i18n-dynamic: yup messages of the transfer schema (TRANSFER_MESSAGES, full literal keys)
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  const choose = (picked: (string | number)[]) => {
    // CheckList gives the new selection; a tap on the checked item empties it (keep the choice).
    const option = options.find((o) => o.value === picked[0]);
    if (option) {
      if (onSelect) onSelect(option.value);
      else void helpers.setValue(option.value);
    }
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={styles.picker}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className={styles.muted}>{label}</span>
        <span className={styles.pickerValue}>
          {coinIcon(chosen?.coin)}
          <span>{chosen?.label ?? placeholder}</span>
        </span>
        {error && (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        )}
      </button>
      <Sheet open={open} title={label} onClose={() => setOpen(false)} flush>
        <CheckList value={field.value === null ? [] : [field.value]} onChange={choose}>
          {options.map((o) => (
            <CheckList.Item key={o.value} value={o.value} prefix={coinIcon(o.coin)}>
              {o.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </Sheet>
    </>
  );
}
