import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { WithdrawalAddress } from 'shared-events';
import { ErrorState, LoadingState } from 'shared-ui/feedback';
import { useWithdrawalAddresses } from './use-withdrawal-addresses';
import { sameAddress, shortHex } from './withdrawal-address';
import { focusRing } from './focus-ring';

export interface WithdrawalDestinationProps {
  /** The chosen address as the form holds it (any letter case). */
  value: string;
  onChange: (address: string) => void;
  /** Opens the add-address steps: a new address, or the code of one added before. */
  onAdd: (pending?: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The confirmed address the form's value names, as the server wrote it (checksummed); '' when none. */
export function chosenAddress(rows: WithdrawalAddress[] | undefined, value: string): string {
  return rows?.find((row) => row.confirmed && sameAddress(row.address, value))?.address ?? '';
}

/** Where the withdrawal goes: one of the player's confirmed addresses, or a new one (confirmed by an e-mailed code). */
export function WithdrawalDestination({ value, onChange, onAdd, error, disabled = false }: WithdrawalDestinationProps) {
  const addresses = useWithdrawalAddresses();
  const confirmed = addresses.data?.filter((row) => row.confirmed) ?? [];
  const waiting = addresses.data?.filter((row) => !row.confirmed) ?? [];

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth sx={{ mt: 2 }}>
      <FormLabel component="legend">Send to</FormLabel>
      {addresses.isPending && <LoadingState label="Loading your addresses..." />}
      {addresses.isError && (
        <ErrorState message="Failed to load your addresses." onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} inline />
      )}
      {addresses.data && confirmed.length === 0 && (
        <Typography variant="body2" sx={{ my: 1 }}>
          No confirmed address yet: add yours to withdraw to it.
        </Typography>
      )}
      {confirmed.length > 0 && (
        <RadioGroup name="withdrawal-address" value={chosenAddress(addresses.data, value)} onChange={(event) => onChange(event.target.value)}>
          {confirmed.map((row) => (
            <FormControlLabel
              key={row.address}
              value={row.address}
              control={<Radio sx={focusRing} />}
              label={<Box sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>{row.address}</Box>}
              sx={{ alignItems: 'center', mr: 0, minWidth: 0 }}
            />
          ))}
        </RadioGroup>
      )}
      {waiting.map((row) => (
        <Box key={row.address} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 0.5 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }} title={row.address}>
            {shortHex(row.address)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            waits for its code
          </Typography>
          <Button size="small" onClick={() => onAdd(row.address)} disabled={disabled} aria-label={`Enter the code for ${row.address}`} sx={focusRing}>
            Enter code
          </Button>
        </Box>
      ))}
      {error && <FormHelperText>{error}</FormHelperText>}
      <Box>
        <Button size="small" variant="outlined" onClick={() => onAdd()} disabled={disabled} sx={{ mt: 1, minHeight: 32, ...focusRing }}>
          Add a new address
        </Button>
      </Box>
    </FormControl>
  );
}
