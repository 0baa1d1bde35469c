import { RightOutline } from 'antd-mobile-icons';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldShell, useFieldError } from '../../../components/form';
import { chooseLocationUrl } from '../../../lib/chosenLocation';
import { saveDraft } from '../../../lib/formDraft';
import styles from './kyc.module.css';

export interface CountryFieldProps {
  name: string;
  label: string;
  placeholder: string;
  /** The draft key the form's values are kept under while the chooser is open. */
  draftKey: string;
  /** The page to come back to. */
  backpage: string;
}

/** A country field that opens pages/system/choose-location, keeping the form's values meanwhile. */
export function CountryField({ name, label, placeholder, draftKey, backpage }: CountryFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const { values } = useFormikContext<object>();
  const { field, error } = useFieldError<string>(name);
  const open = () => {
    saveDraft(draftKey, values);
    void navigate(chooseLocationUrl(backpage));
  };
  return (
    <FieldShell htmlFor={id} label={label} error={error} errorId={errorId}>
      <button
        id={id}
        type="button"
        className={styles.chooser}
        onClick={open}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        <span className={field.value ? undefined : styles.chooserPlaceholder}>
          {field.value || placeholder}
        </span>
        <RightOutline aria-hidden="true" />
      </button>
    </FieldShell>
  );
}
