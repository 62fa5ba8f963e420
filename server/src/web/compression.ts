import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an encoded body saves less than its encoding costs (headers, a round of CPU). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (API JSON, /remotes.json) on the fly with brotli or gzip as the client accepts.
 * Static files are served from the `.br` / `.gz` written at build time and arrive here already encoded, which
 * the plugin leaves alone. Registered before every route so its hook covers them all.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
