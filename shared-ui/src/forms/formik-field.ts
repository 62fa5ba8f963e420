import type { FormikProps } from 'formik';

/**
 * A field's message once the form was submitted (SPEC §4: validated on submit, then again on every change). Formik
 * validates on each change and blur from the start; before the first submit its findings are not shown.
 */
export function shownError<Values>(form: FormikProps<Values>, name: keyof Values & string): string | undefined {
  const message = form.errors[name];
  return form.submitCount > 0 && typeof message === 'string' ? message : undefined;
}

/** Binds an MUI TextField (or PasswordField) to one field of a Formik form: value, handlers and its message. */
export function textFieldProps<Values>(form: FormikProps<Values>, name: keyof Values & string) {
  const message = shownError(form, name);
  return { id: name, ...form.getFieldProps<string>(name), error: Boolean(message), helperText: message, fullWidth: true };
}
