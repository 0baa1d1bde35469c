import { ValidationError, type AnySchema } from 'yup';

/** The first error message of every field (the schema's i18n keys), or {} when valid. */
export async function errorsOf(
  schema: AnySchema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}
