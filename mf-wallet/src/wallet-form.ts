import type { FormikProps } from 'formik';

type WalletForm<Values> = Pick<FormikProps<Values>, 'isSubmitting' | 'errors' | 'submitCount' | 'status' | 'setStatus' | 'handleSubmit'>;

/** What a wallet dialog shows of its Formik form; the form's status is the last refusal, shown under the fields. */
export function walletFormView<Values>(form: WalletForm<Values>) {
  return {
    busy: form.isSubmitting,
    /** A field's message once the form was submitted (SPEC §5: validated on submit, then on change). */
    shown: (field: keyof Values & string): string | undefined => {
      const message = form.errors[field];
      return form.submitCount > 0 && typeof message === 'string' ? message : undefined;
    },
    failure: form.status as string | undefined,
    submit: () => {
      // A new try starts without the last one's refusal, even if the form now refuses it itself.
      form.setStatus(undefined);
      form.handleSubmit();
    },
  };
}
