import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminLiveSeat, AdminLiveTable, AdminLiveTournament } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { chips } from './live-figures';
import { MovePlayerDialog } from './MovePlayerDialog';

interface Moving {
  player: AdminLiveSeat;
  from: AdminLiveTable;
}

/** A tournament's tables: each watched as an observer, its players shown on demand, each movable to another table. */
export function LiveTables({ tournament }: { tournament: AdminLiveTournament }) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const movable = tournament.tables.length > 1;
  if (tournament.tables.length === 0) return <Typography color="text.secondary">No table in play right now.</Typography>;
  return (
    <>
      <Stack component="ul" aria-label={`Tables of ${tournament.name}`} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {tournament.tables.map((table) => (
          <LiveTable key={table.id} table={table} onMove={movable ? (player) => setMoving({ player, from: table }) : undefined} />
        ))}
      </Stack>
      {moving && <MovePlayerDialog tournamentId={tournament.id} {...moving} tables={tournament.tables} onClose={() => setMoving(null)} />}
    </>
  );
}

function LiveTable({ table, onMove }: { table: AdminLiveTable; onMove?: (player: AdminLiveSeat) => void }) {
  const [open, setOpen] = useState(false);
  const seatsId = useId();
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 120 }}>
          Table #{table.id}: {table.players} player{table.players === 1 ? '' : 's'}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={seatsId} onClick={() => setOpen(!open)}>
          {open ? 'Hide players' : 'Players'}
        </Button>
        <Button size="small" variant="outlined" component={Link} to={`/game/${table.id}`} aria-label={`Watch table #${table.id}`}>
          Watch
        </Button>
      </Stack>
      {open && (
        <Box component="ol" id={seatsId} aria-label={`Players at table #${table.id}`} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {table.seats.map((seat) => (
            <Stack component="li" key={seat.userId} direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
                Seat {seat.seat}: <strong>{seat.username}</strong>, {chips(seat.stack)} chips{seat.sittingOut ? ', sitting out' : ''}
              </Typography>
              {seat.movingToTableId !== null ? (
                <Typography variant="body2" color="text.secondary">
                  Moving to table #{seat.movingToTableId} after this hand
                </Typography>
              ) : (
                onMove && (
                  <Button size="small" onClick={() => onMove(seat)} aria-label={`Move ${seat.username}`}>
                    Move…
                  </Button>
                )
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
