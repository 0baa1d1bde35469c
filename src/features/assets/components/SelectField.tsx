import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './assets.module.css';
import '../../../components/motion';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  placeholder: string;
  /** Called instead of setting the field (e.g. to keep from and to apart). */
  onSelect?: (value: V) => void;
}

/** A formik field picked from an action sheet: the button shows the label and the choice. */
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
  return (
    <>
      <button
        type="button"
        className={styles.picker}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className={styles.muted}>{label}</span>
        <span>{chosen?.label ?? placeholder}</span>
        {error && (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        )}
      </button>
      <ActionSheet
        visible={open}
        actions={options.map((o) => ({
          key: o.value,
          text: o.label,
          bold: o.value === field.value,
        }))}
        cancelText={t('assets:transfer.cancel')}
        onAction={(action) => {
          const value = action.key as V;
          if (onSelect) onSelect(value);
          else void helpers.setValue(value);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
