import { isHost, playerLabel, playersNeeded, seatPlayers, waitingForPlayersText } from './seats';
import { currentRoomOf, isDestructiveTournamentState, tournamentStateOf, type TournamentState } from './player-status';
import { HOST, member, testRoom, testTournament, YOU } from './test/test-room';

describe('seatPlayers', () => {
  it('fills the seats in seat order (roomMembers), then leaves the rest of the table empty', () => {
    const late = member(9, 'turn_tom');
    const seats = seatPlayers(testRoom({ members: [late, HOST, YOU], roomMembers: [HOST.id, YOU.id, late.id] }), YOU.id);
    expect(seats.map((seat) => seat.member?.username ?? null)).toEqual(['flop_queen', 'river_rat', 'turn_tom', null, null, null, null, null]);
    expect(seats.map((seat) => seat.isYou)).toEqual([false, true, false, false, false, false, false, false]);
    expect(seats.map(playerLabel).slice(0, 3)).toEqual(['Player 1', 'You', 'Player 3']);
  });

  it('shows the seats the room has, never more than the 8 of a table', () => {
    expect(seatPlayers(testRoom({ maxMembers: 6 }), undefined)).toHaveLength(6);
    expect(seatPlayers(testRoom({ maxMembers: 10 }), undefined)).toHaveLength(8);
  });
});

describe('the host and the start', () => {
  it('only the room creator hosts', () => {
    expect(isHost(testRoom(), HOST.id)).toBe(true);
    expect(isHost(testRoom(), YOU.id)).toBe(false);
    expect(isHost(testRoom({ createdBy: null }), undefined)).toBe(false);
  });

  it('counts the players a waiting room still needs', () => {
    expect(playersNeeded(testRoom({ members: [HOST], minMembers: 3 }))).toBe(2);
    expect(playersNeeded(testRoom({ minMembers: 2 }))).toBe(0);
    expect(playersNeeded(testRoom({ members: [HOST], roomState: 'playing' }))).toBe(0);
    expect(waitingForPlayersText(1)).toBe('Waiting for 1 more player to start');
    expect(waitingForPlayersText(3)).toBe('Waiting for 3 more players to start');
  });
});

describe('the player status', () => {
  it('reads the player registration state, "not registered" without one', () => {
    expect(tournamentStateOf(testTournament('registered'), YOU.id)).toBe('registered');
    expect(tournamentStateOf(testTournament(), 99)).toBe('not registered');
  });

  it('styles registered, playing and completed normally and any other state as destructive', () => {
    const states: TournamentState[] = ['registered', 'playing', 'completed', 'left', 'not registered'];
    expect(states.map(isDestructiveTournamentState)).toEqual([false, false, false, true, true]);
  });

  it('finds the open table the player sits at', () => {
    const closed = testRoom({ id: 4, roomState: 'completed' });
    const open = testRoom({ id: 6, members: [YOU] });
    expect(currentRoomOf([closed, testRoom({ members: [HOST] }), open], YOU.id)?.id).toBe(6);
    expect(currentRoomOf([closed], YOU.id)).toBeUndefined();
  });
});
