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
import { PlayerSearch } from './PlayerSearch';
import { TableLink } from './TableLink';
import { LobbyPager } from './LobbyPager';
import { ScrollingTable } from './ScrollingTable';
import type { PlayersPaging } from './use-lobby-pages';

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The entries a page at a time, found by username: before the start the registered players with the stack they will
 * get; in play the live ones by chips with their table, then the finished by place with the prize the results paid.
 * Each row's rank is its standing in the whole field, as the server ranks it. `waiting`: the next page is on its way.
 */
export function PlayersTab({ lobby, paging, waiting }: { lobby: TournamentLobby; paging: PlayersPaging; waiting: boolean }) {
  const { players } = lobby;
  const { currency } = lobby.payouts;
  if (players.count === 0 && paging.search === '' && paging.typed === '') {
    return <Typography color="text.secondary">No players registered yet.</Typography>;
  }
  const before = lobby.phase === 'registering';
  return (
    <>
      <PlayerSearch value={paging.typed} onChange={paging.onType} />
      {players.count === 0 ? (
        <Typography color="text.secondary">No players match your search.</Typography>
      ) : (
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
              {players.rows.map((player) => (
                <PlayerRow key={player.entryId} player={player} currency={currency} />
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
      <LobbyPager label="Player pages" list={players} onPage={paging.onPage} waiting={waiting} />
    </>
  );
}

function PlayerRow({ player, currency }: { player: LobbyPlayer; currency: TournamentCurrency }) {
  return (
    <TableRow>
      <TableCell sx={NUMBER_SX}>{player.rank ?? 'Out'}</TableCell>
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
