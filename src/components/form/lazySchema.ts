import type { Schema, ValidateOptions } from 'yup';

/**
 * A yup schema that is fetched on the form's first validation, for forms on an entry screen
 * (yup is about 13 KB gzip that the first paint does not need). Formik takes it as
 * `validationSchema`: it calls `validate` for the whole form and `validateAt` for one field,
 * and the errors are yup's own, so messages and formik's error mapping are unchanged.
 */
export function lazySchema(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  const get = () => (schema ??= load());
  return {
    /** Start fetching now (say, when the form gets focus). */
    preload: () => void get(),
    validate: async (values: unknown, options?: ValidateOptions) =>
      (await get()).validate(values, options),
    validateAt: async (path: string, values: unknown, options?: ValidateOptions) =>
      (await get()).validateAt(path, values, options),
  };
}
