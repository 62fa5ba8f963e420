import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import { formatAmount } from 'shared-ui/status';
import { useRecordFunding } from '../api/admin-withdrawals.api';
import { FUNDING_NOTE_MAX, fundingProblems, fundingRequest, type FundingInput } from './funding-request';

const EMPTY: FundingInput = { txHash: '', note: '' };

/**
 * Records the operator's own top-up of the hot wallet, so that the books expect its tokens: without it, the
 * reconciliation sees more on chain than the books and keeps its alert open. Only the transaction is typed; the
 * server reads the amount from the chain, and says why when the transaction is not a top-up (nothing is recorded).
 */
export function FundingForm() {
  const titleId = useId();
  const record = useRecordFunding();
  const [input, setInput] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const problems = tried ? fundingProblems(input) : {};
  const change = (field: keyof FundingInput) => (value: string) => setInput((typed) => ({ ...typed, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    record.reset();
    if (Object.keys(fundingProblems(input)).length > 0) return;
    record.mutate(fundingRequest(input), {
      onSuccess: () => {
        setInput(EMPTY);
        setTried(false);
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={{ gap: 1.5, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        Record a top-up
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sent USDT to the hot wallet yourself? Record its transaction: the amount is read from the chain, and the next check counts it.
      </Typography>
      <TextField
        label="Transaction hash"
        value={input.txHash}
        onChange={(event) => change('txHash')(event.target.value)}
        required
        fullWidth
        size="small"
        autoComplete="off"
        error={Boolean(problems.txHash)}
        helperText={problems.txHash ?? '0x followed by 64 hexadecimal characters'}
        slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <TextField
        label="Note (optional)"
        value={input.note}
        onChange={(event) => change('note')(event.target.value)}
        fullWidth
        size="small"
        error={Boolean(problems.note)}
        helperText={problems.note ?? `${input.note.trim().length} / ${FUNDING_NOTE_MAX}`}
        slotProps={{ htmlInput: { maxLength: FUNDING_NOTE_MAX } }}
      />
      <div>
        <Button type="submit" variant="outlined" loading={record.isPending} aria-busy={record.isPending}>
          Record the top-up
        </Button>
      </div>
      {record.isError && <Alert severity="error">{errorMessage(record.error, 'The top-up was not recorded.')}</Alert>}
      {record.data && (
        <Alert severity="success" role="status">
          Recorded a top-up of {formatAmount(record.data.amount)} (block {record.data.blockNumber}). Check now to compare the books with the chain
          again.
        </Alert>
      )}
    </Stack>
  );
}
