import type { FastifyPluginAsync } from 'fastify';
import type { ChannelSnapshot } from 'shared-events/contracts';
import { asClientRequest } from '../db/connection-queue';
import { CHANNEL_NAME_PATTERN } from './channels';
import type { Gateway } from './gateway';

const snapshotSchema = {
  tags: ['realtime'],
  summary: "A channel's state and the seq of the last frame it includes (what a client resyncs from after a gap)",
  security: [{ bearerAuth: [] }],
  querystring: {
    type: 'object',
    required: ['channel'],
    additionalProperties: false,
    properties: {
      channel: {
        type: 'string',
        pattern: CHANNEL_NAME_PATTERN,
        'x-message': 'channel must be table:{id}, user:{id}, tournament:{id} or tournaments.',
      },
    },
  },
};

/** /api/realtime: the HTTP side of the real-time seam (gateway.ts). */
export const realtimeRoutes: FastifyPluginAsync<{ gateway: Gateway }> = async (app, { gateway }) => {
  app.addHook('onRequest', app.authenticate);
  // A pure read: dropped at its turn for a connection if its client has gone (a reconnecting crowd asks again).
  app.get<{ Querystring: { channel: string } }>('/snapshot', { schema: snapshotSchema }, async (request): Promise<ChannelSnapshot> =>
    asClientRequest(
      () => gateway.snapshot(request.user!.id, request.query.channel),
      () => request.raw.socket?.destroyed ?? false,
    ),
  );
};
