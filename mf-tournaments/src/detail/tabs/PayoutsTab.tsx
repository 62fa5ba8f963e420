import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LobbyPayouts } from 'shared-events/contracts';
import { formatAmount } from 'shared-ui/status';
import { LobbyPager } from './LobbyPager';
import type { ListPaging } from './use-lobby-pages';

const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const placeText = (place: number) => `${place}${SUFFIX[ordinal.select(place)]}`;

interface PayoutsTabProps {
  payouts: LobbyPayouts;
  paging: ListPaging;
  /** The next page is on its way. */
  waiting: boolean;
}

/**
 * What each paid place wins for the field so far (the server's structure and split), a page of places at a time: it
 * grows as entries come in, to some 1,500 places of a 10,000-entry field.
 */
export function PayoutsTab({ payouts, paging, waiting }: PayoutsTabProps) {
  const entries = `${payouts.entries.toLocaleString('en-US')} ${payouts.entries === 1 ? 'entry' : 'entries'}`;
  const { places } = payouts;
  return (
    <>
      <Typography id="payouts-summary" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Prize money ${formatAmount(payouts.prizeMoney, payouts.currency)} for ${entries}; ${places.count.toLocaleString('en-US')} paid ${places.count === 1 ? 'place' : 'places'}`}
      </Typography>
      {places.count === 0 ? (
        <Typography color="text.secondary">The payouts follow the field once players register.</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Payouts" aria-describedby="payouts-summary">
            <TableHead>
              <TableRow>
                <TableCell>Place</TableCell>
                <TableCell align="right">Prize</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {places.rows.map(({ place, prize }) => (
                <TableRow key={place}>
                  <TableCell>{placeText(place)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatAmount(prize, payouts.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <LobbyPager label="Payout pages" list={places} onPage={paging.onPage} waiting={waiting} />
        </>
      )}
    </>
  );
}
