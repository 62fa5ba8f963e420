import { Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room, TableMovedFrame, TournamentDetail } from 'shared-events/contracts';
import { formatUsd } from 'shared-ui/status';
import { closedTableLines, finishOf, LiveTable, loadLiveTable, StandingBar, TextPlaceholder, useLiveTable, useTournamentStanding } from '../game';
import { GameStats } from './GameStats';
import { MembershipNotice } from './MembershipNotice';
import { MovedNotice } from './MovedNotice';
import { PlayerFinish } from './PlayerFinish';
import { currentRoomOf, tournamentStateOf } from './player-status';
import { PlayerList } from './PlayerList';
import { PokerTable } from './PokerTable';
import { RoomControls } from './RoomControls';
import { isHost, playersNeeded, seatPlayers } from './seats';
import { WatchersCount } from './WatchersCount';

export interface RoomViewProps {
  room: Room;
  userId: number | undefined;
  tournamentName: string | undefined;
  tournament: TournamentDetail | undefined;
  tournamentFailed: boolean;
  /** The tournament's rooms, once loaded: where the player sits if not here. */
  rooms: Room[] | undefined;
  /** The move that brought the player to this table, when the tournament moved them here. */
  moved: TableMovedFrame | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onBack: () => void;
  onLeftRoom: () => void;
  onLeftTournament: () => void;
}

/**
 * The room page's layout: controls, then the table, then the panels on a phone (the table first while a hand is
 * live); on wider screens the controls and panels form a sidebar beside the table.
 */
export function RoomView({ room, userId, tournament, rooms, moved, ...props }: RoomViewProps) {
  const waitingTextId = useId();
  const seats = seatPlayers(room, userId);
  const isMember = userId !== undefined && room.roomMembers.includes(userId);
  const tournamentState = tournament && userId !== undefined ? tournamentStateOf(tournament, userId) : undefined;
  const currentRoom = rooms && userId !== undefined ? (currentRoomOf(rooms, userId) ?? null) : undefined;
  // A playing room's table is followed live, and a completed one's as it finished (its winner, its last hand); until
  // the server has one for it (its snapshot refused), the room's seats show.
  const playing = room.roomState === 'playing';
  const tableRoom = playing || room.roomState === 'completed';
  const live = useLiveTable(tableRoom ? room.id : null, userId);
  useEffect(() => {
    if (tableRoom) void loadLiveTable();
  }, [tableRoom]);
  const standingQuery = useTournamentStanding(room.tournamentId, live.view, tableRoom && userId !== undefined);
  const standing = standingQuery.data;
  // The bar keeps its place while the standing loads (the felt below does not move when it comes).
  const standingLoading = tableRoom && userId !== undefined && standingQuery.isPending;
  const over = standing?.phase === 'finished' || finishOf(standing) !== undefined;
  // Not at the table in play (never seated, busted, seated elsewhere): the reader watches it. Known from the room until
  // the table's view comes, so the notice is in place from the first paint.
  const watching =
    userId !== undefined &&
    (live.view
      ? live.view.status === 'playing' && !live.view.seats.some((seat) => seat.userId === userId && seat.status !== 'busted')
      : playing && !isMember);
  // The table's snapshot (and its code) come a moment after the room: the room's seats wait unseen in the table's place
  // meanwhile, shown only once the server says it has no table for the room, so the live table replaces nothing on
  // screen, however slow the network.
  const awaitingTable = useAwaitedTable(tableRoom && live.view === undefined && !live.refused);
  const roomTable = (
    <Box sx={{ visibility: awaitingTable ? 'hidden' : 'visible' }} aria-busy={awaitingTable || undefined}>
      <PokerTable seats={seats} roomState={room.roomState} />
    </Box>
  );
  // While the game is played the felt takes the space: the room's controls fold into one menu beside it, and the
  // sidebar's panels (the players and stats the table itself shows) step aside. Known from the room itself, so the
  // page keeps its layout when the table arrives.
  const inPlay = playing;
  const controls = (
    <RoomControls
      room={room}
      tournamentName={props.tournamentName}
      isHost={isHost(room, userId)}
      isMember={isMember}
      canLeaveTournament={tournamentState !== undefined && tournamentState !== 'left' && tournamentState !== 'not registered'}
      seated={standing?.you?.tableId != null}
      tournamentInPlay={standing?.phase === 'playing'}
      startBlockedBy={playersNeeded(room) > 0 ? waitingTextId : undefined}
      refreshing={props.refreshing}
      onBack={props.onBack}
      onRefresh={props.onRefresh}
      onLeftRoom={props.onLeftRoom}
      onLeftTournament={props.onLeftTournament}
      variant={inPlay ? 'menu' : 'sidebar'}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: inPlay ? 'minmax(0, 1fr)' : '320px minmax(0, 1fr)' },
        // On a phone a finished table comes first, the room's controls after.
        gridTemplateAreas: inPlay
          ? '"main"'
          : { xs: live.view ? '"main" "controls" "panels"' : '"controls" "main" "panels"', md: '"controls main" "panels main"' },
        gridTemplateRows: { md: 'auto 1fr' },
        alignItems: 'start',
      }}
    >
      {!inPlay && <Box sx={{ gridArea: 'controls' }}>{controls}</Box>}
      <Stack component="section" aria-labelledby="room-tournament-name" spacing={2} sx={{ gridArea: 'main', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography id="room-tournament-name" variant="h4" component="h1">
              {props.tournamentName ?? <TextPlaceholder width={240} />}
            </Typography>
            <Typography color="text.secondary">
              Entry fee:{' '}
              <Box component="span" sx={{ display: 'inline-block', minWidth: 64, fontWeight: 600, color: 'text.primary' }}>
                {tournament ? entryFeeText(tournament) : props.tournamentFailed ? 'unavailable' : <TextPlaceholder width={64} />}
              </Box>
              {playing && <WatchersCount watching={live.watching} />}
            </Typography>
          </Box>
          {inPlay && controls}
        </Box>
        {(standingLoading || (standing && standing.phase !== 'waiting')) && <StandingBar standing={standing} breakOnFelt={live.view !== undefined} />}
        {moved && <MovedNotice move={moved} seated={isMember} />}
        {watching ? (
          <MembershipNotice room={room} currentRoom={currentRoom} tournamentName={props.tournamentName} watching />
        ) : (
          !isMember &&
          !moved &&
          !over &&
          userId !== undefined && <MembershipNotice room={room} currentRoom={currentRoom} tournamentName={props.tournamentName} />
        )}
        {live.view ? (
          <Suspense fallback={roomTable}>
            <LiveTable
              table={{ ...live, view: live.view }}
              userId={userId}
              seatCount={room.maxMembers}
              blinds={tournament && { levels: tournament.blindStructure, levelSeconds: tournament.blindspeed }}
              closedLines={closedTableLines(standing)}
            />
          </Suspense>
        ) : (
          roomTable
        )}
      </Stack>
      {!inPlay && (
        <Stack spacing={2} sx={{ gridArea: 'panels' }}>
          <PlayerList seats={seats} hostId={room.createdBy} />
          <GameStats room={room} waitingTextId={waitingTextId} />
        </Stack>
      )}
      <PlayerFinish standing={standing} tournamentName={props.tournamentName} />
    </Box>
  );
}

/**
 * How long the room's seats wait unseen for the live table when the server answers neither way (the connection is
 * down): they show then, rather than a blank table.
 */
const TABLE_PATIENCE_MS = 10_000;

/** True while a table is awaited, for at most TABLE_PATIENCE_MS (counted again each time the wait starts). */
function useAwaitedTable(awaiting: boolean): boolean {
  const [expired, setExpired] = useState(false);
  const [wasAwaiting, setWasAwaiting] = useState(awaiting);
  // Adjusted while rendering (React's way for state that follows a prop): a new wait starts patient.
  if (wasAwaiting !== awaiting) {
    setWasAwaiting(awaiting);
    setExpired(false);
  }
  useEffect(() => {
    if (!awaiting) return undefined;
    const timer = setTimeout(() => setExpired(true), TABLE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [awaiting]);
  return awaiting && !expired;
}

function entryFeeText(tournament: Pick<TournamentDetail, 'entryFeeAmount'>): string {
  return tournament.entryFeeAmount > 0 ? formatUsd(tournament.entryFeeAmount) : 'Free';
}
