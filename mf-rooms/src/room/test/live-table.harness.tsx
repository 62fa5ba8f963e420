import { act, screen } from '@testing-library/react';
import type { ChannelFrame, Room, TableLogEntry, TableView, TournamentStanding } from 'shared-events/contracts';
import { fakeApi, FakeSocket, type Reply, type SentRequest } from 'shared-events/testing';
import { tournamentStanding } from '../../game/test/live-table.fixtures';
import { renderRoomPage } from './render-room';
import { roomDetail, roomsOf, testRoom, testTournament } from './test-room';

/**
 * The live table's test harness: the room page of room 5 (playing) with `FakeSocket` as the server. Each test file
 * hands this socket to socket.io-client:
 * `jest.mock('socket.io-client', () => ({ io: () => jest.requireActual('./live-table.harness').mockSocket }))`.
 */
export const mockSocket = new FakeSocket();

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const playingRoom = testRoom({ roomState: 'playing' });

export interface TableScene {
  /** The room as the server has it (playing by default). */
  room?: Room;
  /** What GET /api/tournaments/12/standing answers, each time it is asked. */
  standing?: () => TournamentStanding;
  /** What GET /api/tables/5/log answers (no entry by default). */
  log?: TableLogEntry[];
  /** More endpoints (another room the player goes to). */
  routes?: Record<string, () => Reply | Promise<Reply>>;
  /** When the table's snapshot is answered (at once by default): a deferred reply holds it on its way. */
  tableSnapshot?: (reply: Reply) => Promise<Reply>;
}

let sent: SentRequest[] = [];
/** How many times the page has read the standing so far. */
export const standingReads = () => sent.filter((request) => request.route === 'GET /api/tournaments/12/standing').length;

/** The room page of a playing room whose table `table:5` is at `seq` 10 with `view` (or has no table: 404). */
export async function openTable(view: TableView | null, userState: unknown = {}, scene: TableScene = {}) {
  const room = scene.room ?? playingRoom;
  const standing = scene.standing ?? (() => tournamentStanding());
  sent = fakeApi({
    'GET /api/rooms/5': () => ({ status: 200, body: roomDetail(room) }),
    'GET /api/tournaments/12': () => ({ status: 200, body: testTournament() }),
    'GET /api/rooms/tournament/12': () => ({ status: 200, body: roomsOf(room) }),
    'GET /api/tournaments/12/standing': () => ({ status: 200, body: standing() }),
    'GET /api/tables/5/log': () => ({ status: 200, body: { tableId: 5, entries: scene.log ?? [] } }),
    ...scene.routes,
    'GET /api/realtime/snapshot': (_, request: SentRequest) => {
      const { channel } = request.params as { channel: string };
      if (channel === 'user:7') return { status: 200, body: { channel, seq: 4, state: userState } };
      const reply: Reply = view ? { status: 200, body: { channel, seq: 10, state: view } } : { status: 404, body: { error: 'Not found' } };
      return scene.tableSnapshot ? scene.tableSnapshot(reply) : reply;
    },
  });
  renderRoomPage(5, { state: { room, tournament: { id: 12, name: 'Sunday Million' }, isCreator: false } });
  await settle();
  await settle();
  act(() => mockSocket.connect());
  answerSubscribe('table:5', 10);
  answerSubscribe('user:7', 4);
  await settle();
  await settle();
}

function answerSubscribe(channel: string, seq: number) {
  const packet = mockSocket.sent.filter((sent) => sent.event === 'rt:subscribe' && sent.args[0] === channel).at(-1);
  act(() => packet?.ack?.({ ok: true, channel, seq }));
}

export const push = (frame: ChannelFrame) => act(() => mockSocket.push('rt:frame', frame));
export const seatOf = (name: string) => screen.getByRole('group', { name: new RegExp(`^Seat \\d: ${name}`) });
export const sentRequests = () => mockSocket.sentOf('rt:request').map(([event, envelope]) => [event, (envelope as { payload: unknown }).payload]);

/** Answers the last request sent, as the server would. */
export async function answerLastRequest(answer: { ok: true } | { ok: false; code: string; message: string }) {
  const [, envelope] = mockSocket.sentOf('rt:request').at(-1) as [string, { actionId: string }];
  await act(async () => mockSocket.answer('rt:request', { ...answer, actionId: envelope.actionId }));
}
