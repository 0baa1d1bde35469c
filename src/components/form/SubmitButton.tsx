import Button from 'antd-mobile/es/components/button';
import { useFormikContext } from 'formik';

export interface SubmitButtonProps {
  /** The label, also its accessible name while busy. */
  children: string;
  /** Not pressable for a reason of the form's own (a closed product, a limit reached). */
  disabled?: boolean;
}

/** The form's primary action: busy (and not pressable twice) while the form is submitting. */
export function SubmitButton({ children, disabled }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      block
      color="primary"
      size="large"
      type="submit"
      disabled={disabled}
      loading={isSubmitting}
      loadingText={children}
    >
      {children}
    </Button>
  );
}
