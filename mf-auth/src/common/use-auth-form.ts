import { useState, type FormEvent } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';

/**
 * Formik with the auth screens' validation timing (SPEC §4): nothing is checked before the first submit,
 * every change is re-checked after it.
 */
export function useAuthForm<Values extends FormikValues>(config: FormikConfig<Values>) {
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<Values>({ ...config, validateOnBlur: false, validateOnChange: submitted });
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    formik.handleSubmit(event);
  };
  /** The props that bind a TextField to one field: value, change handler and its message. */
  const fieldProps = (name: keyof Values & string) => {
    const error = formik.errors[name];
    const message = typeof error === 'string' ? error : undefined;
    return {
      id: name,
      name,
      value: formik.values[name] as string,
      onChange: formik.handleChange,
      error: Boolean(message),
      helperText: message,
      fullWidth: true,
    };
  };
  return { ...formik, handleSubmit, fieldProps };
}
