import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import { http, realtime } from 'shared-events';
import type { UserTablesResponse } from 'shared-events/contracts';
import { QueryProvider } from 'shared-events/query';
import { Link as RouterLink, useLocation } from 'shared-ui/router';
import { seatChanged } from './your-table-seat';

const LABEL = 'Back to my table';
/** How often the answer is asked again when no frame says the seat changed (a bust, a tournament's end). */
const REFRESH_MS = 30_000;

const tablesKey = (userId: number) => ['users', userId, 'tables'] as const;

function YourTable({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: tablesKey(userId),
    queryFn: async () => (await http.get<UserTablesResponse>('/api/users/tables')).data,
    refetchInterval: REFRESH_MS,
  });
  const table = data?.tables[0];
  useEffect(
    () =>
      realtime.subscribe(`user:${userId}`, {
        onFrame: (frame) => {
          const known = queryClient.getQueryData<UserTablesResponse>(tablesKey(userId))?.tables[0]?.tableId;
          if (seatChanged(frame, known)) void queryClient.invalidateQueries({ queryKey: tablesKey(userId) });
        },
      }),
    [queryClient, userId],
  );
  if (!table || pathname === `/game/${table.tableId}`) return null;
  const to = `/game/${table.tableId}`;
  return (
    <>
      {/* The browser's own tooltip: MUI's would bring its popper to every page of a seated player. */}
      <IconButton
        component={RouterLink}
        to={to}
        color="success"
        aria-label={LABEL}
        title={`${LABEL} (${table.tournamentName})`}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <EventSeatIcon />
      </IconButton>
      <Button
        component={RouterLink}
        to={to}
        variant="contained"
        color="success"
        startIcon={<EventSeatIcon />}
        title={table.tournamentName}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {LABEL}
      </Button>
    </>
  );
}

/**
 * "Back to my table" in the header, on every page, whenever the player's chips are at a table (GET /api/users/tables):
 * asked when the page opens, when the player's channel says they were dealt in somewhere new or moved, on focus, and
 * every 30 s. Nothing while they sit at that table's own page.
 */
export default function YourTableButton({ userId }: { userId: number }) {
  return (
    <QueryProvider>
      <YourTable userId={userId} />
    </QueryProvider>
  );
}
