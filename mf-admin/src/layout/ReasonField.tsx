import TextField from '@mui/material/TextField';

/** The reason's length the server accepts for an operator's decision (admin.schemas.ts `reasonBody`). */
export const REASON_LENGTH = { min: 3, max: 500 };

/** Why a typed reason cannot be sent, or undefined. */
export function reasonProblem(reason: string): string | undefined {
  return reason.trim().length < REASON_LENGTH.min ? `Give a reason of at least ${REASON_LENGTH.min} characters.` : undefined;
}

export interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  /** The operator tried to confirm: a missing reason is shown as the field's error. */
  tried: boolean;
}

/** The required reason of an operator's decision (kept in the audit log), with its length as it is typed. */
export function ReasonField({ label, value, onChange, tried }: ReasonFieldProps) {
  const problem = tried ? reasonProblem(value) : undefined;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      required
      fullWidth
      error={Boolean(problem)}
      helperText={problem ?? `${value.trim().length} / ${REASON_LENGTH.max}`}
      slotProps={{ htmlInput: { maxLength: REASON_LENGTH.max } }}
      sx={{ mt: 1 }}
    />
  );
}
