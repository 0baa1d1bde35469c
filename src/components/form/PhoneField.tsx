import { lazy, Suspense, useEffect, useState } from 'react';
import { useField } from 'formik';
import { firstScreenSettled } from '../../lib/firstScreen';
import { AreaCodeTrigger } from './AreaCodeTrigger';
import { TextField } from './TextField';

// The calling-code list comes from the server in any case; its query (and the query library's
// observer and HTTP client, which the sign-in page needs for nothing else) loads once the first
// screen has settled, or at the first tap on the code, not with the form.
const AreaCodeSelect = lazy(() =>
  import('./AreaCodeSelect').then((m) => ({ default: m.AreaCodeSelect })),
);

export interface PhoneFieldProps {
  /** The national number field (digits only). */
  name: string;
  /** The calling-code field (digits, no plus sign). */
  areaCodeName: string;
  label: string;
  placeholder?: string;
  /** Overrides the autofill hint (sign-in adds "webauthn": passkeys among the suggestions). */
  autoComplete?: string;
}

/** A phone number: calling code from the server's list (searchable sheet) plus the national number. */
export function PhoneField({
  name,
  areaCodeName,
  label,
  placeholder,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const [{ value: areaCode }] = useField<string>(areaCodeName);
  const [wanted, setWanted] = useState<'later' | 'now' | 'open'>('later');
  useEffect(() => {
    let live = true;
    void firstScreenSettled().then(
      () => live && setWanted((was) => (was === 'later' ? 'now' : was)),
    );
    return () => void (live = false);
  }, []);
  const trigger = <AreaCodeTrigger areaCode={areaCode} onOpen={() => setWanted('open')} />;
  return (
    <TextField
      name={name}
      label={label}
      placeholder={placeholder}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={15}
      strip={/\D/g}
      prefix={
        wanted === 'later' ? (
          trigger
        ) : (
          <Suspense fallback={trigger}>
            <AreaCodeSelect name={areaCodeName} initiallyOpen={wanted === 'open'} />
          </Suspense>
        )
      }
    />
  );
}
