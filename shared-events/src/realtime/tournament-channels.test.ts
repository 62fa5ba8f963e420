import type { RoomsUpdatePayload } from '../contracts/events';
import type { ChannelFrame, ChannelName, ChannelSnapshot, TournamentsChannelState } from '../contracts/realtime';
import { eventBus, type BusMessage } from '../event-bus';
import { FakeSocket } from '../testing/fake-socket';
import { ChannelSubscriptions } from './channel-subscriptions';
import type { RealtimeSocket } from './realtime-socket';
import { tournamentChannels } from './tournament-channels';

const rooms = (tournamentId: number, totalRooms: number): RoomsUpdatePayload => ({ tournamentId, rooms: [], totalRegisteredPlayers: 3, totalRooms });
const lobbyState: TournamentsChannelState = { tournaments: [] };

const published: BusMessage[] = [];
const bus = eventBus.all().subscribe((message) => published.push(message));
beforeEach(() => (published.length = 0));
afterAll(() => bus.unsubscribe());

/** A page's channels over a socket the test plays, with the server's snapshots at `seqs` (by channel). */
function page(seqs: Partial<Record<ChannelName, number>> = {}) {
  const socket = new FakeSocket();
  const fetchSnapshot = jest.fn(async (channel: ChannelName): Promise<ChannelSnapshot> => ({
    channel,
    seq: seqs[channel] ?? 0,
    state: channel === 'tournaments' ? lobbyState : rooms(Number(channel.split(':')[1]), seqs[channel] ?? 0),
  }));
  const channels = new ChannelSubscriptions(() => socket as unknown as RealtimeSocket, {
    fetchSnapshot,
    isRetryable: () => false,
    retryDelayMs: () => 1000,
  });
  const tournaments = tournamentChannels((channel, listener) => channels.subscribe(channel, listener));
  // As socket.ts wires the page's socket.
  socket.on('connect', () => channels.subscribeAll());
  socket.on('rt:frame', (frame) => channels.receive(frame));
  socket.connect();
  const push = (frame: ChannelFrame) => socket.push('rt:frame', frame);
  const answerSubscribe = (channel: ChannelName, seq: number) =>
    socket.answer(
      'rt:subscribe',
      { ok: true, channel, seq },
      socket
        .sentOf('rt:subscribe')
        .map(([name]) => name)
        .lastIndexOf(channel),
    );
  return { socket, tournaments, fetchSnapshot, push, answerSubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tournament channels on the bus', () => {
  it('puts each frame of a followed tournament on the bus once, under its SPEC §7 name, in seq order', async () => {
    const { socket, tournaments, push, answerSubscribe } = page();
    const stopRooms = tournaments.followTournament(9, () => undefined);
    const stopGame = tournaments.followTournament(9, () => undefined);
    expect(socket.sentOf('rt:subscribe')).toEqual([['tournament:9']]);
    answerSubscribe('tournament:9', 0);
    await settle();

    push({ channel: 'tournament:9', seq: 2, event: 'roomsUpdate', data: rooms(9, 1) });
    push({ channel: 'tournament:9', seq: 1, event: 'tournament:roomsUpdate', data: rooms(9, 1) });
    push({ channel: 'tournament:9', seq: 1, event: 'tournament:roomsUpdate', data: rooms(9, 1) });
    push({ channel: 'tournament:9', seq: 3, event: 'table:private', data: {} });
    // 2 came first (from another process): held, a snapshot asked, then 1 and 2 applied in order; 1 twice is one.
    await settle();
    expect(published).toEqual([
      { type: 'tournament:roomsUpdate', payload: rooms(9, 1) },
      { type: 'roomsUpdate', payload: rooms(9, 1) },
    ]);

    stopRooms();
    stopRooms();
    expect(socket.sentOf('rt:unsubscribe')).toEqual([]);
    stopGame();
    expect(socket.sentOf('rt:unsubscribe')).toEqual([['tournament:9']]);
    push({ channel: 'tournament:9', seq: 4, event: 'roomsUpdate', data: rooms(9, 2) });
    expect(published).toHaveLength(2);
  });

  it('gives each screen the rooms at every (re)sync: at first and after a gap, before the frames that follow', async () => {
    const seqs: Partial<Record<ChannelName, number>> = { 'tournament:4': 2 };
    const { tournaments, fetchSnapshot, push, answerSubscribe } = page(seqs);
    const synced: RoomsUpdatePayload[] = [];
    const stop = tournaments.followTournament(4, (state) => synced.push(state));
    answerSubscribe('tournament:4', 2);
    await settle();
    expect(synced).toEqual([rooms(4, 2)]);

    // Frame 3 never arrived: 4 is held and the snapshot asked again, which already includes it.
    seqs['tournament:4'] = 4;
    push({ channel: 'tournament:4', seq: 4, event: 'tournament:roomsUpdate', data: rooms(4, 4) });
    expect(published).toEqual([]);
    await settle();
    expect(fetchSnapshot.mock.calls).toEqual([['tournament:4'], ['tournament:4']]);
    expect(synced).toEqual([rooms(4, 2), rooms(4, 4)]);
    push({ channel: 'tournament:4', seq: 5, event: 'roomsUpdate', data: rooms(4, 5) });
    expect(published).toEqual([{ type: 'roomsUpdate', payload: rooms(4, 5) }]);
    stop();
  });

  it('follows the lobby for the page’s life: its frames on the bus, each snapshot as tournaments:snapshot', async () => {
    const { socket, tournaments, push, answerSubscribe } = page({ tournaments: 7 });
    tournaments.followLobby();
    expect(socket.sentOf('rt:subscribe')).toEqual([['tournaments']]);
    answerSubscribe('tournaments', 7);
    await settle();
    const created = { tournamentId: 12, name: 'Sunday Cup' };
    push({ channel: 'tournaments', seq: 8, event: 'tournament:created', data: created });
    expect(published).toEqual([
      { type: 'tournaments:snapshot', payload: lobbyState },
      { type: 'tournament:created', payload: created },
    ]);

    socket.drop();
    socket.connect();
    expect(socket.sentOf('rt:subscribe')).toEqual([['tournaments'], ['tournaments']]);
  });
});
