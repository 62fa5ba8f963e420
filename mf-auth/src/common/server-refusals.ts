import { useState } from 'react';
import type { FormikErrors, FormikHelpers } from 'formik';
import { errorCode, errorMessage, type ApiErrorCode } from 'shared-events';

/** The field each refusal code is about (USERNAME_TAKEN is the username's): the server names the field by its code. */
export type RefusedFields<Values> = Partial<Record<ApiErrorCode, keyof Values & string>>;

type Validate<Values> = (values: Values) => Promise<FormikErrors<Values>>;

/**
 * A value the server refused, marked on its field (helper text, aria-invalid) besides the toast, for as long as the
 * field holds that value: the form validates again on every change, which would clear a plain `setFieldError` at
 * the next keystroke in any field, and would let the same refused value be sent again.
 */
export function useServerRefusals<Values>(fields: RefusedFields<Values>, validate: Validate<Values>) {
  const [refusals] = useState(() => {
    const refused = new Map<keyof Values & string, { value: unknown; message: string }>();
    return {
      validate: async (values: Values): Promise<FormikErrors<Values>> => {
        const marks: FormikErrors<Values> = {};
        for (const [name, { value, message }] of refused) {
          if (values[name] === value) Object.assign(marks, { [name]: message });
        }
        return { ...marks, ...(await validate(values)) };
      },
      /** Marks the field a failure names; false when it names none (the toast alone tells it). */
      mark(error: unknown, values: Values, { setFieldError }: Pick<FormikHelpers<Values>, 'setFieldError'>): boolean {
        const code = errorCode(error);
        const name = code && fields[code];
        if (!name) return false;
        const message = errorMessage(error, '');
        refused.set(name, { value: values[name], message });
        setFieldError(name, message);
        return true;
      },
    };
  });
  return refusals;
}
