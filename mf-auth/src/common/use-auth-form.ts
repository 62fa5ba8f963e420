import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ValidationError } from 'yup';

/** A yup schema of the form (its output type may be looser than the form's values, e.g. an optional field). */
export interface FormSchema {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

export interface AuthFormConfig<Values> {
  initialValues: Values;
  validationSchema: FormSchema;
  onSubmit: (values: Values) => Promise<void> | void;
}

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The first message of each field that breaks the schema; none when the values are valid. */
export async function validateFields<Values>(schema: FormSchema, values: Values): Promise<FieldErrors<Values>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      if (failure.path && !(failure.path in errors)) errors[failure.path] = failure.message;
    }
    return errors as FieldErrors<Values>;
  }
}

/**
 * The auth screens' forms with their validation timing (SPEC §4): nothing is checked before the first submit,
 * every change is re-checked after it; `isSubmitting` while the submit runs, and a second submit meanwhile is
 * ignored. (Formik did this for 14 KB br on the login screen; these screens need only this much.)
 */
export function useAuthForm<Values extends { [Field in keyof Values]: string }>({
  initialValues,
  validationSchema,
  onSubmit,
}: AuthFormConfig<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef(initialValues);
  const submitted = useRef(false);
  const submitting = useRef(false);
  // Only the newest validation may show its messages (an older one can finish later).
  const validation = useRef(0);

  const validate = async (next: Values) => {
    const run = (validation.current += 1);
    const found = await validateFields(validationSchema, next);
    if (run === validation.current) setErrors(found);
    return found;
  };

  const setFieldValue = (name: keyof Values & string, value: string) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (submitted.current) void validate(next);
  };

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting.current) return;
    submitted.current = true;
    submitting.current = true;
    setSubmitting(true);
    try {
      const found = await validate(current.current);
      if (Object.keys(found).length === 0) await onSubmit(current.current);
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  /** The props that bind a TextField to one field: value, change handler and its message. */
  const fieldProps = (name: keyof Values & string) => {
    const message = errors[name];
    return {
      id: name,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFieldValue(name, event.target.value),
      error: Boolean(message),
      helperText: message,
      fullWidth: true,
    };
  };

  return { values, errors, isSubmitting, handleSubmit, setFieldValue, fieldProps };
}
