import { ValidationError, type AnyObjectSchema } from 'yup';

/** Every field's first error message (an i18n key), validating the whole form like formik does. */
export async function errorsOf(
  schema: AnyObjectSchema,
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
