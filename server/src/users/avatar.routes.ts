import type { FastifyPluginAsync } from 'fastify';
import type { AvatarResponse } from 'shared-events/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { imageFiles } from '../uploads/image-files';
import { acceptImageUploads, imageFilesRoutes, IMAGE_UPLOAD_OPTIONS, readImageUpload, type ImageLimits } from '../uploads/image-upload';
import { loadSessionUser } from './session-user';
import { usersSchemas } from './users.schemas';
import { replaceAvatar } from '../auth/users.repository';

/** At most 2 MB, and 4096 px a side: a larger claim is a decode bomb, not a face. */
export const AVATAR_LIMITS: ImageLimits = { maxBytes: 2 * 1024 * 1024, maxSide: 4096 };

/**
 * PUT /api/users/avatar: multipart field `avatar`; the file is checked by its content, stored under a new name.
 * Registered inside usersRoutes, whose onRequest hook authenticates it.
 */
export const avatarUploadRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const files = imageFiles(config.dataDir, 'avatars');
  await acceptImageUploads(app, AVATAR_LIMITS);

  app.put('/avatar', { ...IMAGE_UPLOAD_OPTIONS, schema: usersSchemas.uploadAvatar }, async (request, reply): Promise<AvatarResponse> => {
    const { bytes, type } = await readImageUpload(request, 'avatar', AVATAR_LIMITS);
    const avatar = await files.save(bytes, type);
    let replaced: Awaited<ReturnType<typeof replaceAvatar>>;
    try {
      replaced = await replaceAvatar(db, request.user!.id, avatar);
    } catch (error) {
      await files.remove(avatar);
      throw error;
    }
    await files.remove(replaced.previous).catch((error: unknown) => request.log.warn({ err: error }, 'old avatar not removed'));
    reply.header('cache-control', 'no-store');
    return { avatar, user: await loadSessionUser(db, replaced.user) };
  });
};

/** GET /api/uploads/avatars/:name: the stored avatars, public. */
export const avatarFilesRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(imageFilesRoutes, {
    config,
    folder: 'avatars',
    fileName: 'avatar',
    notFound: errors.avatarNotFound,
    schema: usersSchemas.avatarFile,
  });
};
