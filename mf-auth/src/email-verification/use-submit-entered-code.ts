import { useEffect } from 'react';
import type { FormikProps } from 'formik';
import type { VerificationCodeValues } from './verification-code.values';

/**
 * Formik's auto-submit: the code goes as soon as its last slot is filled (SPEC §2), once per code entered. Submitting
 * from the slots' own callback would validate the values of the render before (Formik reads them from it).
 */
export function useSubmitEnteredCode({ values, submitForm }: FormikProps<VerificationCodeValues>) {
  const { code } = values;
  useEffect(() => {
    if (code) void submitForm();
  }, [code, submitForm]);
}
