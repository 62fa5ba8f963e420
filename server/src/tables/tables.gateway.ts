import type { JSONSchemaType } from 'ajv';
import { TABLE_REQUESTS, type TableActRequest, type TablePrivateView, type TableView } from 'shared-events/contracts';
import type { AppServices } from '../app-services';
import type { Queryable } from '../db/database';
import { actAtTable, type TableActResult } from './table-actions';
import { startTable } from './table-start';
import { findTable, tableFacts, tablesSeating } from './tables.repository';
import { privateView, tableView } from './table-views';

const actSchema: JSONSchemaType<TableActRequest> = {
  type: 'object',
  required: ['tableId', 'handNumber', 'seq', 'action'],
  additionalProperties: false,
  properties: {
    tableId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    handNumber: { type: 'integer', minimum: 1 },
    seq: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: ['fold', 'check', 'call', 'bet', 'raise'] },
    amount: { type: 'integer', minimum: 0, nullable: true },
  },
};

export type TableServices = Pick<AppServices, 'db' | 'realtime' | 'gateway' | 'userChannel' | 'now' | 'gameStartHooks'>;

/**
 * The table runtime's seams, registered like routes: Start Game opens the room's table (a hook rooms run in the
 * transaction of the start, so rooms never import tables); `table:{id}` may be watched by any signed-in user
 * (spectators included: its frames and snapshot are the public view only); `table:act` is one decision. Frames
 * are sent after the commit that numbered them.
 */
export function registerTables(services: TableServices): void {
  const { db, realtime, gateway, now } = services;

  services.gameStartHooks.push(async (tx, roomId, at) => {
    const frames = await startTable(tx, roomId, at);
    return () => frames.forEach((frame) => realtime.toChannel(frame));
  });

  gateway.channel<TableView>('table', {
    authorize: async (_userId, id) => (await db.query('SELECT 1 FROM poker_tables WHERE id = $1', [id])).rows.length > 0,
    snapshot: async (tx, _userId, id) => tableView(await tableFacts(tx, (await findTable(tx, id))!)),
  });

  // A player who reconnects, or missed a frame, gets their cards and choices back with the user channel's snapshot.
  services.userChannel.addSnapshotPart(async (tx, userId) => ({ tables: await privateViewsOf(tx, userId) }));

  gateway.handle<TableActRequest, TableActResult>(TABLE_REQUESTS.act, { schema: actSchema }, async ({ userId, actionId }, payload) => {
    const { result, frames } = await actAtTable(db, { userId, actionId, payload, at: now() });
    for (const frame of frames) realtime.toChannel(frame);
    return result;
  });
}

/** The private views of the hands a user holds cards in, at every playing table they sit at. */
async function privateViewsOf(tx: Queryable, userId: number): Promise<TablePrivateView[]> {
  const views: TablePrivateView[] = [];
  for (const record of await tablesSeating(tx, userId)) {
    const seat = record.seats.find((candidate) => candidate.userId === userId && !candidate.busted);
    if (seat) views.push(privateView(record.id, record.hand, seat.seat));
  }
  return views;
}
