import { useEffect, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { getAreaCodeQueryKey, useAreaCode } from '../../api/generated/endpoints/lookups/lookups';
import { AreaCodePicker } from './LazyAreaCodePicker';
import { AreaCodeTrigger } from './AreaCodeTrigger';

export interface AreaCodeSelectProps {
  /** The calling-code field (digits, no plus sign). */
  name: string;
  /** Opens the sheet as it mounts (the code was tapped before this component had loaded). */
  initiallyOpen?: boolean;
}

/**
 * The calling code of a phone field: the server's list (most used first, preselected when none is
 * chosen) behind the trigger button, picked in a searchable sheet.
 */
export function AreaCodeSelect({ name, initiallyOpen = false }: AreaCodeSelectProps) {
  const { i18n } = useTranslation('form');
  const [{ value: areaCode }, , helpers] = useField<string>(name);
  const [open, setOpen] = useState(initiallyOpen);
  // Country names come in the request's language: one cache entry per language.
  const query = useAreaCode({
    query: { queryKey: [...getAreaCodeQueryKey(), i18n.language], staleTime: 60 * 60_000 },
  });

  const first = query.data?.[0]?.area_code;
  useEffect(() => {
    if (!areaCode && first) void helpers.setValue(first, false);
  }, [areaCode, first, helpers]);

  return (
    <>
      <AreaCodeTrigger areaCode={areaCode} onOpen={() => setOpen(true)} />
      <AreaCodePicker
        visible={open}
        entries={query.data}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        selected={areaCode}
        onSelect={(code) => {
          void helpers.setValue(code);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
