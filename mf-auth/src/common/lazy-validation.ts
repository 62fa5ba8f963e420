import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a yup schema whose module loads on first use, once. The forms check their values from the
 * first submit on (SPEC §4), so yup is not on a screen's first paint: the sign-in screen, which comes with the module,
 * paints without it. Errors are Formik's own reading of the schema, as with `validationSchema`.
 */
export function validateWithSchema<Values extends FormikValues>(
  loadSchema: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  let schema: Promise<Schema> | undefined;
  return async (values) => {
    schema ??= loadSchema();
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
