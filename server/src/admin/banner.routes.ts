import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BannerUploadResponse } from 'shared-events/contracts';
import type { Config } from '../config';
import type { ChangeHook, Database } from '../db/database';
import { errors } from '../errors';
import { tournamentSchemas } from '../tournaments/tournaments.schemas';
import { imageFiles } from '../uploads/image-files';
import { acceptImageUploads, imageFilesRoutes, IMAGE_UPLOAD_OPTIONS, readImageUpload, type ImageLimits } from '../uploads/image-upload';
import { adminSchemas } from './admin.schemas';

/** At most 1 MB, and 2560 px a side: twice the widest a page shows one (the full-size view), never a decode bomb. */
export const BANNER_LIMITS: ImageLimits = { maxBytes: 1024 * 1024, maxSide: 2560 };

/** What the audit log keeps of an upload: where it is served, and what it is. */
export interface StoredBanner {
  banner: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/**
 * POST /api/admin/banners: multipart field `banner`, checked by its content like an avatar and stored under a new
 * name; the answer is the path to set as a tournament's `banner`. Registered inside adminRoutes (admins only).
 */
export const bannerUploadRoutes: FastifyPluginAsync<{
  db: Database;
  config: Config;
  auditUpload: (request: FastifyRequest) => ChangeHook<null, StoredBanner>;
}> = async (app, { db, config, auditUpload }) => {
  const files = imageFiles(config.dataDir, 'banners');
  await acceptImageUploads(app, BANNER_LIMITS);

  app.post('/banners', { ...IMAGE_UPLOAD_OPTIONS, schema: adminSchemas.uploadBanner }, async (request, reply) => {
    const { bytes, type, size } = await readImageUpload(request, 'banner', BANNER_LIMITS);
    const banner = await files.save(bytes, type);
    const stored: StoredBanner = {
      banner,
      contentType: type.contentType,
      bytes: bytes.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
    try {
      await db.transaction((tx) => auditUpload(request)(tx, null, stored));
    } catch (error) {
      await files.remove(banner);
      throw error;
    }
    const body: BannerUploadResponse = { banner };
    return reply.status(201).send(body);
  });
};

/** GET /api/uploads/banners/:name: the stored banners, public (the lobby shows them to everyone). */
export const bannerFilesRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(imageFilesRoutes, {
    config,
    folder: 'banners',
    fileName: 'banner',
    notFound: errors.bannerNotFound,
    schema: tournamentSchemas.bannerFile,
  });
};
