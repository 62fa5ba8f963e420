import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Money } from 'shared-ui/status';
import { CopyButton } from './CopyButton.component';
import { shortHex } from './withdrawal-address';

export const paymentDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface PaymentRowProps {
  /** Signed: + into the wallet, − out of it. */
  amount: number;
  /** After the amount, e.g. "to 0x12ab…cdef". */
  subject?: ReactNode;
  state: { label: string; color: ChipProps['color'] };
  detail: string;
  /** ISO 8601, with what it is the date of ("Seen", "Requested"). */
  at: { label: string; iso: string };
  txHash: string | null;
}

/** One deposit or withdrawal of the chain: amount and state, what the state means, when, and its transaction. */
export function PaymentRow({ amount, subject, state, detail, at, txHash }: PaymentRowProps) {
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          <Money amount={amount} signed />
          {subject && <> {subject}</>}
        </Typography>
        <Chip size="small" variant="outlined" color={state.color} label={state.label} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {at.label} on <time dateTime={at.iso}>{paymentDate.format(new Date(at.iso))}</time>
        </Typography>
        {txHash && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }} title={txHash}>
              Tx {shortHex(txHash)}
            </Typography>
            <CopyButton text={txHash} what="transaction hash" />
          </>
        )}
      </Stack>
    </Box>
  );
}
