import Button from 'antd-mobile/es/components/button';
import { useFormikContext } from 'formik';

/** The form's primary action: busy (and not pressable twice) while the form is submitting. */
export function SubmitButton({ children }: { children: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      block
      color="primary"
      size="large"
      type="submit"
      loading={isSubmitting}
      loadingText={children}
    >
      {children}
    </Button>
  );
}
