import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ROOM_RULES, type AdminLiveSeat, type AdminLiveTable } from 'shared-events/contracts';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useMovePlayer } from '../api/admin-live.api';

export interface MovePlayerDialogProps {
  tournamentId: number;
  player: AdminLiveSeat;
  from: AdminLiveTable;
  /** Every table of the tournament in play (the player's own included: it is left out of the choices). */
  tables: readonly AdminLiveTable[];
  onClose: () => void;
}

/** Picks the table a seated player moves to; the move happens when the player's hand ends, never in the middle of one. */
export function MovePlayerDialog({ tournamentId, player, from, tables, onClose }: MovePlayerDialogProps) {
  const move = useMovePlayer(tournamentId);
  const destinations = tables.filter((table) => table.id !== from.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const missing = tried && chosen === null;
  return (
    <ConfirmDialog
      title={`Move ${player.username}`}
      description={`From seat ${player.seat} at table #${from.id}, with their ${player.stack.toLocaleString('en-US')} chips, as soon as their current hand ends. The director keeps tables within one player of each other and may balance them again afterwards.`}
      cancelLabel="Keep seat"
      confirmLabel="Move"
      busy={move.isPending}
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (chosen === null) return;
        move.mutate(
          { userId: player.userId, toTableId: chosen },
          {
            onSuccess: () => {
              toast.success(`${player.username} moves to table #${chosen} when their hand ends.`);
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, `${player.username} was not moved.`)),
          },
        );
      }}
    >
      <FormControl error={missing} required sx={{ mt: 1 }}>
        <FormLabel id="move-destination">Destination table</FormLabel>
        <RadioGroup aria-labelledby="move-destination" value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
          {destinations.map((table) => {
            const full = table.players >= ROOM_RULES.maxMembers;
            return (
              <FormControlLabel
                key={table.id}
                value={table.id}
                control={<Radio />}
                disabled={full}
                label={`Table #${table.id}: ${table.players} player${table.players === 1 ? '' : 's'}${full ? ' (full)' : ''}`}
              />
            );
          })}
        </RadioGroup>
        {missing && <FormHelperText>Choose the table the player moves to.</FormHelperText>}
      </FormControl>
    </ConfirmDialog>
  );
}
