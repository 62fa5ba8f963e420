import { isLobbyOpen, type Room } from 'shared-events/contracts';
import { hashingFor, hashPassword } from '../security/passwords';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { checkRoomPassword } from '../security/password-attempts';
import { tournamentTimes } from '../tournaments/tournament-dto';
import { findTournamentRow, type TournamentRow } from '../tournaments/tournaments.repository';
import type { UserRow } from '../auth/users.repository';
import { leaveSeat, withSeatLocked } from './room-seats';
import { loadRoom } from './room-views';
import type { RoomHooks } from './room-state';
import { publishRoomsUpdate, type RoomServices } from './rooms-events';
import { findRoom, findSeat, insertRoom, lockRooms, seatMember, settleHost, type RoomRow } from './rooms.repository';
import { findLiveEntry } from '../tournaments/entries.repository';
import { findRegistrationState, markSeated, setRegistrationState } from '../tournaments/registrations.repository';

/**
 * Taking a seat needs a live registration, an open lobby (start to end) and an entry still in the tournament that sits
 * at no table: one stack per entry (issue #23), so a player who busted can never sit again, and a player whose chips
 * are at a table plays them there (the director moves them). An empty wallet does not matter: chips do.
 */
async function assertMaySit(q: Queryable, tournament: TournamentRow, user: UserRow, at: Date, roomId?: number): Promise<void> {
  // A cancelled tournament keeps its registrations (history) but has no tables any more.
  if (tournament.status === 'cancelled') throw errors.tournamentCancelled();
  const state = await findRegistrationState(q, tournament.id, user.id);
  // Out of it, or its winner: the tournament is over for the one still holding chips.
  if (state === 'completed')
    throw tournament.finished_at && (await findLiveEntry(q, tournament.id, user.id)) ? errors.tournamentFinished('joined') : errors.eliminated();
  if (state !== 'registered' && state !== 'playing') throw errors.roomRegistrationRequired();
  if (!isLobbyOpen(tournamentTimes(tournament), at) || tournament.finished_at) throw errors.roomLobbyClosed();
  const entry = await findLiveEntry(q, tournament.id, user.id);
  if (!entry) throw errors.eliminated();
  if (entry.table_id !== null && entry.table_id !== roomId) throw errors.seatedAtTable(entry.table_id);
}

function assertAccepting(room: RoomRow): void {
  if (room.room_state !== 'waiting') throw errors.roomNotAccepting();
  if (room.members_count >= room.max_members) throw errors.roomFull();
}

async function findRoomWithTournament(q: Queryable, roomId: number): Promise<{ room: RoomRow; tournament: TournamentRow }> {
  const room = await findRoom(q, roomId);
  const tournament = room && (await findTournamentRow(q, room.tournament_id));
  if (!room || !tournament) throw errors.roomNotFound();
  return { room, tournament };
}

type MembershipServices = RoomServices & Pick<RoomHooks, 'seatLeaveHooks'>;

/** What the hooks of one transaction send once it commits (a retried attempt starts afresh). */
function afterCommit() {
  let runs: (() => void)[] = [];
  return {
    reset: () => void (runs = []),
    add: (run: () => void) => void runs.push(run),
    run: () => runs.forEach((run) => run()),
  };
}

/** Gives up a seat, the other domains told in the same transaction (a table folds the player out of its game). */
async function leaveSeatAndTell(
  services: MembershipServices,
  tx: Queryable,
  roomId: number,
  userId: number,
  at: Date,
  told: ReturnType<typeof afterCommit>,
): Promise<boolean> {
  const left = await leaveSeat(tx, roomId, userId, at);
  if (left) for (const hook of services.seatLeaveHooks ?? []) told.add(await hook(tx, roomId, userId, at));
  return left;
}

/** Seats the player in the room, moving them out of their other room of the tournament in the same transaction. */
export async function joinRoom(services: MembershipServices, user: UserRow, roomId: number, password: string | undefined): Promise<Room> {
  const { db, now } = services;
  const { room, tournament } = await findRoomWithTournament(db, roomId);
  await assertMaySit(db, tournament, user, now(), roomId);
  if ((await findSeat(db, tournament.id, user.id)) !== roomId) {
    assertAccepting(room);
    // Checked before any lock: scrypt is slow and must not hold the room's row.
    if (room.password_hash && !(password && (await checkRoomPassword(services, user.id, password, room.password_hash))))
      throw errors.roomPasswordIncorrect();
    const told = afterCommit();
    const joined = await withSeatLocked(db, { tournamentId: tournament.id, userId: user.id, roomIds: [roomId] }, async (tx, { seat, rooms }) => {
      told.reset();
      if (seat === roomId) return false;
      assertAccepting(rooms.get(roomId)!);
      const at = now();
      if (seat !== undefined) await leaveSeatAndTell(services, tx, seat, user.id, at, told);
      if (!(await seatMember(tx, { roomId, tournamentId: tournament.id, userId: user.id, at, onlyIfWaiting: true }))) throw errors.roomFull();
      await settleHost(tx, roomId);
      const registered = await markSeated(tx, tournament.id, [user.id], at);
      if (registered === 0) throw errors.roomRegistrationRequired();
      return true;
    });
    told.run();
    if (joined) await publishRoomsUpdate(services, tournament.id);
  }
  return (await loadRoom(db, roomId))!;
}

export async function leaveRoom(services: MembershipServices, user: UserRow, roomId: number): Promise<void> {
  const { db, now } = services;
  const { tournament } = await findRoomWithTournament(db, roomId);
  const told = afterCommit();
  await db.transaction(async (tx) => {
    told.reset();
    await lockRooms(tx, [roomId]);
    if (!(await leaveSeatAndTell(services, tx, roomId, user.id, now(), told))) throw errors.notRoomMember();
    await setRegistrationState(tx, tournament.id, [user.id], 'registered', ['playing']);
  });
  told.run();
  await publishRoomsUpdate(services, tournament.id);
}

/**
 * Leaves the tournament for good once it has started: gives up the seat and marks the registration 'left'.
 * The entry fee stays in the prize pool (before the start, unregistering is the way to get it back).
 */
export async function leaveTournament(services: MembershipServices, user: UserRow, tournamentId: number): Promise<void> {
  const { db, now } = services;
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw errors.tournamentNotFound();
  const state = await findRegistrationState(db, tournamentId, user.id);
  if (state === undefined || state === 'left') throw errors.notInTournament();
  if (now().getTime() < new Date(tournament.starts_at).getTime()) throw errors.tournamentNotStarted();
  const told = afterCommit();
  await withSeatLocked(db, { tournamentId, userId: user.id, roomIds: [] }, async (tx, { seat }) => {
    told.reset();
    if (seat !== undefined) await leaveSeatAndTell(services, tx, seat, user.id, now(), told);
    const left = await setRegistrationState(tx, tournamentId, [user.id], 'left', ['registered', 'playing', 'completed']);
    if (left === 0) throw errors.notInTournament();
  });
  told.run();
  await publishRoomsUpdate(services, tournamentId);
}

/** A player opens a new room (optionally with a password) and takes its first seat, as its host. */
export async function createRoom(services: MembershipServices, user: UserRow, tournamentId: number, password: string | undefined): Promise<Room> {
  const { db, now } = services;
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw errors.tournamentNotFound();
  await assertMaySit(db, tournament, user, now());
  const passwordHash = password === undefined ? null : await hashPassword(password, hashingFor.user(user.id));
  const told = afterCommit();
  const roomId = await withSeatLocked(db, { tournamentId, userId: user.id, roomIds: [], lockTournament: true }, async (tx, { seat }) => {
    told.reset();
    // Again under the tournament's lock: a cancel or delete that committed since the check above cancelled its rooms
    // and would not see this one.
    const current = await findTournamentRow(tx, tournamentId);
    if (!current) throw errors.tournamentNotFound();
    if (current.status === 'cancelled') throw errors.tournamentCancelled();
    const at = now();
    if (seat !== undefined) await leaveSeatAndTell(services, tx, seat, user.id, at, told);
    const room = await insertRoom(tx, { tournamentId, passwordHash, createdBy: user.id, at });
    await seatMember(tx, { roomId: room.id, tournamentId, userId: user.id, at, onlyIfWaiting: true });
    const registered = await markSeated(tx, tournamentId, [user.id], at);
    if (registered === 0) throw errors.roomRegistrationRequired();
    return room.id;
  });
  told.run();
  await publishRoomsUpdate(services, tournamentId);
  return (await loadRoom(db, roomId))!;
}
