// Formik adapters for antd-mobile inputs (which pass values, not events). Errors are i18n keys,
// translated and shown inline under the field once it is touched.
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  FundPasswordField,
  FUND_PASSWORD_LENGTH,
  type FundPasswordFieldProps,
} from './FundPasswordField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { CodeField, DEFAULT_RESEND_SECONDS, type CodeFieldProps } from './CodeField';
export { AgreementCheckbox, type AgreementCheckboxProps } from './AgreementCheckbox';
export { FieldShell } from './FieldShell';
export { useFieldError } from './useFieldError';
export { lazySchema } from './lazySchema';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export {
  SecondFactorField,
  secondFactorBody,
  secondFactorInitialValues,
  type FactorMode,
  type SecondFactorValues,
} from './SecondFactorField';
export { StepUpField, stepUpBody, stepUpInitialValues, type StepUpValues } from './StepUpField';
