import { useEffect, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { getAreaCodeQueryKey, useAreaCode } from '../../api/generated/endpoints/lookups/lookups';
import { AreaCodePicker } from './LazyAreaCodePicker';
import { TextField } from './TextField';
import { DownIcon } from './icons';
import styles from './form.module.css';

export interface PhoneFieldProps {
  /** The national number field (digits only). */
  name: string;
  /** The calling-code field (digits, no plus sign). */
  areaCodeName: string;
  label: string;
  placeholder?: string;
}

/** A phone number: calling code from the server's list (searchable sheet) plus the national number. */
export function PhoneField({ name, areaCodeName, label, placeholder }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('form');
  const [{ value: areaCode }, , areaHelpers] = useField<string>(areaCodeName);
  const [open, setOpen] = useState(false);
  // Country names come in the request's language: one cache entry per language.
  const query = useAreaCode({
    query: { queryKey: [...getAreaCodeQueryKey(), i18n.language], staleTime: 60 * 60_000 },
  });

  // Preselect the most used code (the server lists it first) when none is chosen yet.
  const first = query.data?.[0]?.area_code;
  useEffect(() => {
    if (!areaCode && first) void areaHelpers.setValue(first, false);
  }, [areaCode, first, areaHelpers]);

  const trigger = (
    <>
      <button
        type="button"
        className={styles.areaButton}
        aria-label={t('form:phone.areaCodeLabel', { code: areaCode ? `+${areaCode}` : '' })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {areaCode ? `+${areaCode}` : '+'}
        <DownIcon />
      </button>
      <span className={styles.divider} />
    </>
  );

  return (
    <>
      <TextField
        name={name}
        label={label}
        placeholder={placeholder}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        strip={/\D/g}
        prefix={trigger}
      />
      <AreaCodePicker
        visible={open}
        entries={query.data}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        selected={areaCode}
        onSelect={(code) => {
          void areaHelpers.setValue(code);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
