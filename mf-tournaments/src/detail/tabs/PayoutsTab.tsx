import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LobbyPayouts } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';

const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const placeText = (place: number) => `${place}${SUFFIX[ordinal.select(place)]}`;

/** What each paid place wins for the field so far (the server's structure and split): it grows as entries come in. */
export function PayoutsTab({ payouts }: { payouts: LobbyPayouts }) {
  const entries = `${payouts.entries} ${payouts.entries === 1 ? 'entry' : 'entries'}`;
  return (
    <>
      <Typography id="payouts-summary" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Prize money ${formatAmount(payouts.prizeMoney, payouts.currency)} for ${entries}; ${payouts.places.length} paid ${payouts.places.length === 1 ? 'place' : 'places'}`}
      </Typography>
      {payouts.places.length === 0 ? (
        <Typography color="text.secondary">The payouts follow the field once players register.</Typography>
      ) : (
        <Table size="small" aria-label="Payouts" aria-describedby="payouts-summary">
          <TableHead>
            <TableRow>
              <TableCell>Place</TableCell>
              <TableCell align="right">Prize</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payouts.places.map(({ place, prize }) => (
              <TableRow key={place}>
                <TableCell>{placeText(place)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatAmount(prize, payouts.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
