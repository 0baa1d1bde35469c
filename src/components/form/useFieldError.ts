import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

/**
 * A formik field plus its display error: the translated message once the field is touched.
 * Schemas give i18n keys ("auth:validation.phoneRequired"); they are translated here, at display
 * time, so a language switch re-renders errors in the new language.
 */
export function useFieldError<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { t } = useTranslation();
  // i18n-dynamic: yup schema messages, full literal keys (MESSAGES in features/auth/schemas/messages.ts)
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  return { field, meta, helpers, error };
}
