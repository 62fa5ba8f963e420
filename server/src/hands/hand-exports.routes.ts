import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, parseId, type IdParams } from '../http/id-params';
import { EXPORT_BATCH, exportable, exportedHandText, exportFileName, fileEntry, type ExportFormat } from './hand-exports';
import { handExportSchemas } from './hand-exports.schemas';
import { listViewedHands } from './hands.repository';

type ExportQuery = { Querystring: { format: ExportFormat; tournamentId?: string } };

const asAttachment = (reply: FastifyReply, fileName: string) =>
  reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);

/** /api/users/hand-history/…/export: the signed-in player's own hands as files (registered under the history's routes). */
export const handExportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<IdParams & ExportQuery>('/:id/export', { schema: handExportSchemas.hand }, async (request, reply) => {
    const viewerId = request.user!.id;
    const [hand] = await listViewedHands(db, viewerId, { handId: idOf(request, errors.handNotFound), limit: 1 });
    if (!hand || !exportable(hand)) throw errors.handNotFound();
    const { format } = request.query;
    return asAttachment(reply, exportFileName(format, `hand-${hand.id}`, false)).send(exportedHandText(hand, viewerId, format));
  });

  app.get<ExportQuery>('/export', { schema: handExportSchemas.history }, async (request, reply) => {
    const viewerId = request.user!.id;
    const { format, tournamentId } = request.query;
    // A tournament id past the integer range has no hands: an ordinary empty file.
    const tournament = tournamentId === undefined ? undefined : (parseId(tournamentId) ?? 0);
    const name = tournament === undefined ? 'hand-history' : `hand-history-tournament-${tournament}`;
    return asAttachment(reply, exportFileName(format, name, true)).send(Readable.from(historyFile(db, viewerId, format, tournament)));
  });
};

/** The file, oldest hand first, read a batch at a time as the client takes it. */
async function* historyFile(db: Database, viewerId: number, format: ExportFormat, tournamentId: number | undefined): AsyncGenerator<string> {
  let afterId = 0;
  let index = 0;
  for (;;) {
    const hands = await listViewedHands(db, viewerId, { tournamentId, afterId, limit: EXPORT_BATCH });
    for (const hand of hands.filter(exportable)) {
      index += 1;
      yield fileEntry(exportedHandText(hand, viewerId, format), index, format);
    }
    if (hands.length < EXPORT_BATCH) return;
    afterId = hands[hands.length - 1].id;
  }
}
