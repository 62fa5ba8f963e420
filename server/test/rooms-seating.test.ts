import type { Room } from 'shared-events/contracts';
import { roomLabel, roomStats } from '../src/rooms/room-views';
import { transitionError } from '../src/rooms/room-state';
import { isJoinWindowOpen, planRebalance, seatPlayers, type RebalanceRoom } from '../src/rooms/seating';

const players = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);
const sizesOfNewRooms = (count: number) => seatPlayers(players(count), []).newRooms.map((room) => room.length);

describe('seatPlayers', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('seats %i players at balanced tables of at most 8', (count) => {
    const sizes = sizesOfNewRooms(count);
    expect(sizes).toHaveLength(Math.ceil(count / 8));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('splits 17 as 6/6/5 (never 8/8/1), 9 as 5/4 and 8 as one full table', () => {
    expect(sizesOfNewRooms(17)).toEqual([6, 6, 5]);
    expect(sizesOfNewRooms(9)).toEqual([5, 4]);
    expect(sizesOfNewRooms(8)).toEqual([8]);
    expect(sizesOfNewRooms(0)).toEqual([]);
  });

  it('seats every player exactly once, in the order given (the first of a new room hosts it)', () => {
    const plan = seatPlayers(players(17, 100), []);
    expect(plan.newRooms.flat().sort()).toEqual(players(17, 100));
    expect(plan.newRooms.map((room) => room[0])).toEqual([100, 101, 102]);
  });

  it('fills the free seats of existing rooms before creating a room', () => {
    const plan = seatPlayers(
      [1, 2, 3],
      [
        { id: 10, membersCount: 3, maxMembers: 8 },
        { id: 11, membersCount: 5, maxMembers: 8 },
      ],
    );
    expect(plan.newRooms).toEqual([]);
    // Always the emptier room (the first on a tie): 3 → 6 while the other stays at 5.
    expect(Object.fromEntries(plan.intoExisting)).toEqual({ 10: [1, 2, 3] });
  });

  it('creates only as many rooms as the overflow needs, balanced with the existing room', () => {
    const plan = seatPlayers(players(9), [{ id: 10, membersCount: 7, maxMembers: 8 }]);
    expect(plan.intoExisting.get(10)).toHaveLength(1);
    expect(plan.newRooms.map((room) => room.length)).toEqual([8]);

    const fromOne = seatPlayers(players(16), [{ id: 10, membersCount: 1, maxMembers: 8 }]);
    const sizes = [1 + fromOne.intoExisting.get(10)!.length, ...fromOne.newRooms.map((room) => room.length)];
    expect(sizes.sort()).toEqual([5, 6, 6]);
  });

  it('ignores full rooms and respects a room of fewer than 8 seats', () => {
    // 4 players, 2 free seats: one new room is needed, and 4/4 is more even than 6/2.
    const plan = seatPlayers(players(4), [
      { id: 10, membersCount: 8, maxMembers: 8 },
      { id: 11, membersCount: 4, maxMembers: 6 },
    ]);
    expect(plan.intoExisting.size).toBe(0);
    expect(plan.newRooms.map((room) => room.length)).toEqual([4]);
    const two = seatPlayers(players(2), [{ id: 11, membersCount: 4, maxMembers: 6 }]);
    expect(two.intoExisting.get(11)).toEqual([1, 2]);
    expect(two.newRooms).toEqual([]);
  });
});

const room = (id: number, size: number, peakMembers = Math.max(size, 8), maxMembers = 8): RebalanceRoom => ({
  id,
  members: players(size, id * 100),
  maxMembers,
  peakMembers,
});

describe('planRebalance', () => {
  it('breaks a table down to 4 when the others have the seats, moving each player to the emptiest table', () => {
    const plan = planRebalance([room(1, 6), room(2, 6), room(3, 4, 5)]);
    expect(plan.disband).toEqual([3]);
    expect(plan.moves).toEqual([
      { userId: 300, fromRoomId: 3, toRoomId: 1 },
      { userId: 301, fromRoomId: 3, toRoomId: 2 },
      { userId: 302, fromRoomId: 3, toRoomId: 1 },
      { userId: 303, fromRoomId: 3, toRoomId: 2 },
    ]);
  });

  it('keeps a table of 5, or of 4 when the others lack the seats', () => {
    expect(planRebalance([room(1, 6), room(2, 6), room(3, 5)])).toEqual({ disband: [], moves: [] });
    expect(planRebalance([room(1, 7), room(2, 7), room(3, 4, 6)])).toEqual({ disband: [], moves: [] });
  });

  it('keeps a lone table and a table that never had more than 4 players (still filling up)', () => {
    expect(planRebalance([room(1, 3, 8)])).toEqual({ disband: [], moves: [] });
    expect(planRebalance([room(1, 6), room(2, 4, 4)])).toEqual({ disband: [], moves: [] });
  });

  it('breaks the smallest table first and repeats while tables qualify', () => {
    const plan = planRebalance([room(1, 1, 5), room(2, 3, 5), room(3, 4, 6)]);
    // 1 → room 2 (now 4); then rooms 2 and 3 both hold 4: the newer one breaks into the other.
    expect(plan.disband).toEqual([1, 3]);
    expect(plan.moves[0]).toEqual({ userId: 100, fromRoomId: 1, toRoomId: 2 });
    expect(plan.moves.slice(1)).toHaveLength(4);
    expect(plan.moves.slice(1).every((move) => move.fromRoomId === 3 && move.toRoomId === 2)).toBe(true);
  });

  it('closes an emptied table without moves', () => {
    expect(planRebalance([room(1, 0, 6), room(2, 5)])).toEqual({ disband: [1], moves: [] });
  });
});

describe('isJoinWindowOpen', () => {
  const startsAt = Date.parse('2030-01-01T12:00:00Z');
  const at = (minutes: number) => startsAt + minutes * 60_000;
  it('is open from the start until 15 minutes after it', () => {
    expect(isJoinWindowOpen({ startsAt }, at(-1))).toBe(false);
    expect(isJoinWindowOpen({ startsAt }, at(0))).toBe(true);
    expect(isJoinWindowOpen({ startsAt }, at(14.99))).toBe(true);
    expect(isJoinWindowOpen({ startsAt }, at(15))).toBe(false);
  });
  it('is closed for a cancelled tournament and one that already ended', () => {
    expect(isJoinWindowOpen({ startsAt, cancelled: true }, at(1))).toBe(false);
    expect(isJoinWindowOpen({ startsAt, durationMinutes: 10 }, at(12))).toBe(false);
  });
});

describe('room labels, stats and state transitions', () => {
  it('labels rooms "{tournamentId}-{room id padded to 3}"', () => {
    expect(roomLabel(12, 3)).toBe('12-003');
    expect(roomLabel(5, 1234)).toBe('5-1234');
  });

  const statsRoom = (id: number, members: number, roomState: Room['roomState']) =>
    ({ id, roomId: roomLabel(1, id), roomState, roomMembers: players(members), maxMembers: 8 }) as unknown as Room;

  it('counts active rooms and averages their players to one decimal', () => {
    const stats = roomStats([statsRoom(1, 6, 'waiting'), statsRoom(2, 6, 'playing'), statsRoom(3, 5, 'waiting'), statsRoom(4, 0, 'cancelled')]);
    expect(stats).toMatchObject({ totalRooms: 4, activeRooms: 3, totalPlayers: 17, averagePlayersPerRoom: 5.7 });
    expect(stats.rooms[1]).toEqual({ id: 2, roomId: '1-002', playerCount: 6, maxPlayers: 8, state: 'playing' });
    expect(roomStats([])).toEqual({ totalRooms: 0, activeRooms: 0, totalPlayers: 0, averagePlayersPerRoom: 0, rooms: [] });
  });

  it('allows waiting → playing (with enough players) → completed and waiting → cancelled only', () => {
    const waiting = { state: 'waiting' as const, membersCount: 2, minMembers: 2 };
    expect(transitionError(waiting, 'playing')).toBeUndefined();
    expect(transitionError(waiting, 'cancelled')).toBeUndefined();
    expect(transitionError({ ...waiting, state: 'playing' }, 'completed')).toBeUndefined();
    expect(transitionError({ ...waiting, membersCount: 1 }, 'playing')?.message).toBe('At least 2 players are needed to start the game.');
    for (const [from, to] of [
      ['waiting', 'completed'],
      ['waiting', 'waiting'],
      ['playing', 'cancelled'],
      ['completed', 'playing'],
      ['cancelled', 'waiting'],
    ] as const) {
      expect(transitionError({ ...waiting, state: from }, to)).toMatchObject({ statusCode: 409, message: 'Invalid state transition' });
    }
  });
});
