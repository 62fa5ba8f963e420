/**
 * Table rules as pure functions (SPEC §1, §9): seat lobby players at balanced tables of at most 8, break
 * a table that is down to 4 when the others have the seats, and the 15-minute join window.
 */
import { isLobbyOpen, ROOM_RULES, tournamentClock, type TournamentTimes } from 'shared-events/contracts';

export interface SeatingRoom {
  id: number;
  membersCount: number;
  maxMembers: number;
}

export interface SeatingPlan {
  /** Players added to existing rooms, by room id. */
  intoExisting: Map<number, number[]>;
  /** One entry per room to create: its players, in seating order (the first becomes the host). */
  newRooms: number[][];
}

/**
 * Seats `playersWaiting` (in the order given) into the existing rooms' free seats first, creating only as
 * many new rooms of ROOM_RULES.maxMembers as the overflow needs. Each player goes to the table with the
 * fewest players (existing rooms win ties), so sizes stay within one of each other: 17 → 6/6/5, never 8/8/1.
 */
export function seatPlayers(playersWaiting: readonly number[], existingRooms: readonly SeatingRoom[]): SeatingPlan {
  const existing = existingRooms.filter((room) => room.membersCount < room.maxMembers);
  const freeSeats = existing.reduce((sum, room) => sum + room.maxMembers - room.membersCount, 0);
  const newRoomCount = Math.max(0, Math.ceil((playersWaiting.length - freeSeats) / ROOM_RULES.maxMembers));
  const tables = [
    ...existing.map((room) => ({ roomId: room.id as number | undefined, count: room.membersCount, max: room.maxMembers, players: [] as number[] })),
    ...Array.from({ length: newRoomCount }, () => ({ roomId: undefined, count: 0, max: ROOM_RULES.maxMembers, players: [] as number[] })),
  ];
  for (const player of playersWaiting) {
    let target = tables[0];
    for (const table of tables) if (table.count < table.max && (target.count >= target.max || table.count < target.count)) target = table;
    target.players.push(player);
    target.count += 1;
  }
  const intoExisting = new Map<number, number[]>();
  for (const table of tables) if (table.roomId !== undefined && table.players.length > 0) intoExisting.set(table.roomId, table.players);
  return { intoExisting, newRooms: tables.filter((table) => table.roomId === undefined).map((table) => table.players) };
}

export interface RebalanceRoom {
  id: number;
  /** Seated user ids, longest seated first. */
  members: readonly number[];
  maxMembers: number;
  /** The most members the room ever had. */
  peakMembers: number;
}

export interface RebalancePlan {
  /** Rooms to close (state cancelled), in the order they were broken. */
  disband: number[];
  moves: { userId: number; fromRoomId: number; toRoomId: number }[];
}

/**
 * A room that is down to ROOM_RULES.disbandAt players or fewer (having once had more) breaks when the other
 * rooms have seats for all of its players; each of them moves to the room with the fewest players.
 * The smallest such room breaks first, and the check repeats until no room qualifies.
 */
export function planRebalance(rooms: readonly RebalanceRoom[]): RebalancePlan {
  const live = rooms.map((room) => ({ id: room.id, max: room.maxMembers, peak: room.peakMembers, members: [...room.members] }));
  const plan: RebalancePlan = { disband: [], moves: [] };
  for (;;) {
    const candidates = live
      .filter((room) => room.members.length <= ROOM_RULES.disbandAt && room.peak > ROOM_RULES.disbandAt)
      .sort((a, b) => a.members.length - b.members.length || b.id - a.id);
    const breaking = candidates.find((room) => {
      const others = live.filter((other) => other !== room);
      const free = others.reduce((sum, other) => sum + other.max - other.members.length, 0);
      return others.length > 0 && free >= room.members.length;
    });
    if (!breaking) return plan;
    live.splice(live.indexOf(breaking), 1);
    plan.disband.push(breaking.id);
    for (const userId of breaking.members) {
      const target = live
        .filter((room) => room.members.length < room.max)
        .reduce((best, room) =>
          room.members.length < best.members.length || (room.members.length === best.members.length && room.id < best.id) ? room : best,
        );
      target.members.push(userId);
      target.peak = Math.max(target.peak, target.members.length);
      plan.moves.push({ userId, fromRoomId: breaking.id, toRoomId: target.id });
    }
  }
}

/** Lobby players are seated automatically only from the start until ROOM_RULES.joinWindowMinutes after it. */
export function isJoinWindowOpen(times: TournamentTimes, now: Date | number): boolean {
  if (!isLobbyOpen(times, now)) return false;
  const windowEndsAt = tournamentClock(times).startsAt + ROOM_RULES.joinWindowMinutes * 60_000;
  return new Date(now).getTime() < windowEndsAt;
}
