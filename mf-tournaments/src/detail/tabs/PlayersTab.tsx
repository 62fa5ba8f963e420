import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LobbyPlayer, TournamentCurrency, TournamentLobby } from 'shared-events/contracts';
import { exactChips } from 'shared-ui/poker';
import { formatAmount } from 'shared-ui/status';
import { PlayerName } from './PlayerName';
import { TableLink } from './TableLink';
import { ScrollingTable } from './ScrollingTable';

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Every entry: before the start the registered players with the stack they will get; in play the live ones by chips
 * with their table, then the finished by place with the prize the results paid.
 */
export function PlayersTab({ lobby }: { lobby: TournamentLobby }) {
  const { players } = lobby;
  const { currency } = lobby.payouts;
  if (players.length === 0) return <Typography color="text.secondary">No players registered yet.</Typography>;
  const before = lobby.phase === 'registering';
  return (
    <ScrollingTable>
      <Table size="small" aria-label={before ? 'Registered players' : 'Players'}>
        <TableHead>
          <TableRow>
            <TableCell>{before ? '#' : 'Rank'}</TableCell>
            <TableCell>Player</TableCell>
            <TableCell align="right">Chips</TableCell>
            <TableCell>Table</TableCell>
            <TableCell align="right">Prize</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((player, index) => (
            <PlayerRow key={player.entryId} player={player} rank={player.place ?? (player.chips === null ? null : index + 1)} currency={currency} />
          ))}
        </TableBody>
      </Table>
    </ScrollingTable>
  );
}

function PlayerRow({ player, rank, currency }: { player: LobbyPlayer; rank: number | null; currency: TournamentCurrency }) {
  return (
    <TableRow>
      <TableCell sx={NUMBER_SX}>{rank ?? 'Out'}</TableCell>
      <TableCell>
        <PlayerName player={player} />
      </TableCell>
      <TableCell align="right" sx={NUMBER_SX}>
        {player.chips === null ? '—' : exactChips(player.chips)}
      </TableCell>
      <TableCell>{player.tableId !== null && player.tableLabel ? <TableLink tableId={player.tableId} label={player.tableLabel} /> : '—'}</TableCell>
      <TableCell align="right" sx={NUMBER_SX}>
        {player.prize === null ? '—' : formatAmount(player.prize, currency)}
      </TableCell>
    </TableRow>
  );
}
