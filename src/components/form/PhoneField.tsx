import { lazy, Suspense } from 'react';
import { useField } from 'formik';
import { AreaCodeTrigger } from './AreaCodeTrigger';
import { TextField } from './TextField';

// The calling-code list comes from the server in any case; its query (and the query library's
// observer, which the sign-in page needs for nothing else) loads beside the form, not before it.
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
        <Suspense fallback={<AreaCodeTrigger areaCode={areaCode} />}>
          <AreaCodeSelect name={areaCodeName} />
        </Suspense>
      }
    />
  );
}
