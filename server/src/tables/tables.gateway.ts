import type { JSONSchemaType } from 'ajv';
import {
  TABLE_REQUESTS,
  type TableActRequest,
  type TableBackRequest,
  type TableFlagRequest,
  type TablePrivateView,
  type TableSeedRequest,
  type TableView,
} from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Config, TableTimings } from '../config';
import { batchedReads } from '../db/batched-reads';
import type { Database, Queryable } from '../db/database';
import { errors } from '../errors';
import type { Gateway } from '../realtime/gateway';
import { isPeerTimeout } from '../realtime/peer-timeout';
import type { Realtime } from '../realtime/realtime';
import type { UserChannel } from '../realtime/user-channel';
import type { GameEndHook, GameStartHook, SeatLeaveHook } from '../rooms/room-state';
import type { TableMetrics } from '../metrics/metrics';
import { actAtTable, endTable, leaveTable, seedAtTable, setSeatFlag, type SeatFlag, type TableActResult, type TableOutcome } from './table-actions';
import { askedPresence, markSeats, presenceWriter } from './table-presence';
import { inPlay } from './table-model';
import { createTableRunner, type TableRunner, type TableRunnerLog } from './table-runner';
import { startTable } from './table-start';
import { tableTimings } from './table-timings';
import { tableWatchers } from './table-watchers';
import { lobbyChipNotices } from './lobby-chip-notices';
import { publishRoomsUpdate } from '../rooms/rooms-events';
import { findTable, TableCache, tableFacts, tableIdsSeating, tablesExisting, tablesSeating } from './tables.repository';
import { privateView, tableView } from './table-views';

const tableId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

const actSchema: JSONSchemaType<TableActRequest> = {
  type: 'object',
  required: ['tableId', 'handNumber', 'seq', 'action'],
  additionalProperties: false,
  properties: {
    tableId,
    handNumber: { type: 'integer', minimum: 1 },
    seq: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: ['fold', 'check', 'call', 'bet', 'raise', 'show', 'muck'] },
    amount: { type: 'integer', minimum: 0, nullable: true },
  },
};

const seedSchema: JSONSchemaType<TableSeedRequest> = {
  type: 'object',
  required: ['tableId', 'handNumber', 'seed'],
  additionalProperties: false,
  // The seed's form is the table's to refuse (INVALID_SEED); the schema only bounds its size.
  properties: { tableId, handNumber: { type: 'integer', minimum: 1 }, seed: { type: 'string', maxLength: 128 } },
};

const flagSchema: JSONSchemaType<TableFlagRequest> = {
  type: 'object',
  required: ['tableId', 'value'],
  additionalProperties: false,
  properties: { tableId, value: { type: 'boolean' } },
};

const backSchema: JSONSchemaType<TableBackRequest> = {
  type: 'object',
  required: ['tableId'],
  additionalProperties: false,
  properties: { tableId },
};

export interface TableServices {
  config: Config;
  db: Database;
  realtime: Realtime;
  /** Real-time requests and channels: domains register with it as they register routes. */
  gateway: Gateway;
  /** The `user:{id}` channel, whose snapshot domains add their private state to. */
  userChannel: UserChannel;
  now: Clock;
  /** Run when a room's game starts, in its transaction (this runtime registers one; rooms never import it). */
  gameStartHooks: GameStartHook[];
  /** Run when a playing room's game ends, in its transaction. */
  gameEndHooks: GameEndHook[];
  /** Run when a member leaves a room, in its transaction (the table folds them out of its game). */
  seatLeaveHooks: SeatLeaveHook[];
  /**
   * Told after the commit of a table change that completed a hand, started a table or moved players: the tournament's
   * director looks at the tournament (it registers one; tables never import it).
   */
  tableDirectorHooks: ((tournamentId: number) => void)[];
  /** Where a decision's time from its request to its frames emitted is recorded. */
  metrics: TableMetrics;
}

/**
 * The table runtime's seams, registered like routes: Start Game opens the room's table (a hook rooms run in the
 * transaction of the start, so rooms never import tables); `table:{id}` may be watched by any signed-in user
 * (spectators included: its frames and snapshot are the public view only; its followers are told how many watch,
 * table-watchers.ts); `table:act` is one decision; the seat boxes and `table:back`; `table:seed` gives a seat's seed
 * to the committed next deal; presence from the sockets. Frames are sent after the commit that numbered them. Returns
 * the runner of the tables' clocks (the app starts and stops it), the clocks' lengths, the way to send a committed change
 * and the way to sit a suspended player out.
 */
export function registerTables(
  services: TableServices,
  log: TableRunnerLog,
): {
  runner: TableRunner;
  timings: TableTimings;
  publish: (tableId: number, outcome: TableOutcome<undefined>) => void;
  sitOutEverywhere: (userId: number) => Promise<void>;
} {
  const { db, realtime, gateway, now } = services;
  const timings = tableTimings(services.config.tables);
  const cache = new TableCache();
  const watchers = tableWatchers({ db, realtime, log });
  const writePresence = presenceWriter({ write: (id, presence) => markSeats(db, id, presence, now(), timings), publish, log });
  // Room updates after hands end, so the tournament lobby's chip counts follow play (publishRoomsUpdate logs failures).
  const chipNotices = lobbyChipNotices((tournamentId) => publishRoomsUpdate({ db, realtime, now }, tournamentId), timings.lobbyChipsMs);
  const tableRunner = createTableRunner({
    db,
    realtime,
    now,
    timings,
    log,
    cache,
    onDirectorDue: (tournamentId) => services.tableDirectorHooks.forEach((hook) => hook(tournamentId)),
    onCommitted: chipNotices.tableChanged,
    // The last owner died or stopped: the seats' presence may be its last word, so it is asked again.
    onTakeover: async (id) => {
      // Asked again once if a process did not answer (it died meanwhile: its sockets are gone with it).
      const ask = () => askedPresence(db, id, realtime.connectedAmong);
      const presence = await ask().catch((error: unknown) => (isPeerTimeout(error) ? ask() : Promise.reject(error)));
      if (presence) writePresence(id, presence);
    },
  });

  /** Sends a committed change's frames and tells the runner when the table is next due. */
  function publish<Result>(tableIdOf: number, outcome: TableOutcome<Result>): Result {
    if (outcome.table) {
      cache.remember(outcome.table);
      watchers.seatsPublished(outcome.table);
      chipNotices.tableChanged(outcome.table);
    }
    for (const frame of outcome.frames) realtime.toChannel(frame);
    runner.noteDue(tableIdOf, outcome.dueAt);
    if (outcome.table && outcome.directorDue) for (const hook of services.tableDirectorHooks) hook(outcome.table.tournamentId);
    return outcome.result;
  }

  services.gameStartHooks.push(async (tx, roomId, at) => {
    const started = await startTable(tx, roomId, at, timings);
    if (!started) throw errors.notEnoughPlayers(2);
    return () => publish(roomId, { result: undefined, ...started });
  });

  // A member who leaves the room leaves its game: folded out of the hand, gone from the seats, chips kept on record.
  services.seatLeaveHooks.push(async (tx, roomId, userId, at) => {
    const outcome = await leaveTable(tx, { tableId: roomId, userId, at, timings });
    return () => outcome && publish(roomId, outcome);
  });
  // The host ended the game (or the room was cancelled): the table stops, a hand in play void (stacks as before it).
  services.gameEndHooks.push(async (tx, roomId, at) => {
    const outcome = await endTable(tx, { tableId: roomId, at, timings });
    return () => outcome && publish(roomId, outcome);
  });

  const tableExists = tablesExisting(db);
  gateway.channel<TableView>('table', {
    authorize: (_userId, id) => tableExists(id),
    snapshot: async (tx, _userId, id) => tableView(tableFacts((await findTable(tx, id))!, timings, now())),
    followersChanged: watchers.followersChanged,
  });

  // A player who reconnects, or missed a frame, gets their cards and choices back with the user channel's snapshot.
  services.userChannel.addSnapshotPart(async (tx, userId) => ({ tables: await privateViewsOf(tx, userId) }));

  // The session is checked in the statement that locks the table (one statement less per decision).
  gateway.handle<TableActRequest, TableActResult>(
    TABLE_REQUESTS.act,
    { schema: actSchema, checksSession: true },
    async ({ userId, actionId, session }, payload) => {
      const received = performance.now();
      const result = publish(payload.tableId, await actAtTable(db, { userId, actionId, payload, at: now(), timings, cache, session }));
      services.metrics.actionBroadcast((performance.now() - received) / 1000);
      return result;
    },
  );

  gateway.handle<TableSeedRequest, { handNumber: number }>(TABLE_REQUESTS.seed, { schema: seedSchema }, async ({ userId }, payload) =>
    seedAtTable(db, { userId, payload, at: now() }),
  );

  const flag = (name: SeatFlag) => async (userId: number, id: number, value: boolean) =>
    publish(id, await setSeatFlag(db, { userId, tableId: id, flag: name, value, at: now(), timings }));
  const sitOut = flag('sitOutNextHand');
  const leave = flag('leaveAfterHand');
  const back = flag('back');
  gateway.handle<TableFlagRequest, { value: boolean }>(TABLE_REQUESTS.sitOutNextHand, { schema: flagSchema }, ({ userId }, payload) =>
    sitOut(userId, payload.tableId, payload.value),
  );
  gateway.handle<TableFlagRequest, { value: boolean }>(TABLE_REQUESTS.leaveAfterHand, { schema: flagSchema }, ({ userId }, payload) =>
    leave(userId, payload.tableId, payload.value),
  );
  gateway.handle<TableBackRequest, { value: boolean }>(TABLE_REQUESTS.back, { schema: backSchema }, ({ userId }, payload) =>
    back(userId, payload.tableId, true),
  );

  /** An operator suspended the player: every playing table they have a seat at sits them out from now. */
  async function sitOutEverywhere(userId: number): Promise<void> {
    for (const record of await tablesSeating(db, userId)) {
      const seat = record.seats.find((candidate) => candidate.userId === userId && !candidate.busted);
      if (!seat || seat.sittingOut) continue;
      // The suspension is committed: a table that refuses (finished, or the player busted, meanwhile) is told of, not thrown.
      await flag('sitOut')(userId, record.id, true).catch((error: unknown) =>
        log.error({ err: error, userId, tableId: record.id }, 'a suspended player was not sat out'),
      );
    }
  }

  // A player's first socket opened or last closed: every playing table they sit at shows it. The tables of players
  // connecting at the same time are read together (a dead process's crowd reconnects at once).
  const tablesOf = batchedReads<number, number[]>((userIds) => tableIdsSeating(db, userIds));
  realtime.onPresence(async (userId, connected) => {
    for (const id of (await tablesOf(userId)) ?? []) writePresence(id, new Map([[userId, connected]]));
  });

  // Stopping the runner drops the notices still waiting: the process is going away.
  const runner: TableRunner = {
    ...tableRunner,
    async stop() {
      chipNotices.stop();
      await tableRunner.stop();
    },
  };
  return { runner, timings, publish, sitOutEverywhere };
}

/** The private views of the hands a user holds cards in, at every playing table they sit at. */
async function privateViewsOf(tx: Queryable, userId: number): Promise<TablePrivateView[]> {
  const views: TablePrivateView[] = [];
  for (const record of await tablesSeating(tx, userId)) {
    const seat = record.seats.find((candidate) => candidate.userId === userId && inPlay(candidate));
    if (seat) views.push(privateView(record.id, record.hand, seat));
  }
  return views;
}
