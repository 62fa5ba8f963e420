import TextField from '@mui/material/TextField';
import type { FieldInputProps } from 'formik';

export interface AmountFieldProps {
  id: string;
  /** Formik's `getFieldProps('amount')`. */
  field: FieldInputProps<string>;
  /** Shown once the form was submitted (SPEC §5: on submit, then on change). */
  error?: string;
  disabled: boolean;
}

/** The USDT amount of a deposit or withdrawal: the dialog's first field, typed as a decimal. */
export function AmountField({ id, field, error, disabled }: AmountFieldProps) {
  return (
    <TextField
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog starts with the amount
      autoFocus
      fullWidth
      id={id}
      label="Amount (USDT)"
      {...field}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
