import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AvatarResponse } from 'shared-events/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { avatarFiles } from './avatar-files';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, claimedImageSize, detectImageType } from './avatar-image';
import { loadSessionUser } from './session-user';
import { usersSchemas } from './users.schemas';
import { replaceAvatar } from '../auth/users.repository';

/** Security headers of every served avatar: the bytes are an image and nothing else, whatever they contain. */
const AVATAR_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // A stored name is random and never reused, so a file can be cached for good.
  'cache-control': 'public, max-age=31536000, immutable',
};

/**
 * PUT /api/users/avatar: multipart field `avatar`; the file is checked by its content, stored under a new name.
 * Registered inside usersRoutes, whose onRequest hook authenticates it.
 */
export const avatarUploadRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const files = avatarFiles(config.dataDir);
  // One byte over the limit is read, so that a file cut off at the limit is told apart from one exactly at it by its
  // length alone: the stream's `truncated` flag was seen unset in a race (a 20 MB upload once answered 200).
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });

  const uploadOptions = {
    schema: usersSchemas.uploadAvatar,
    // The body schema documents the multipart form; the stream is checked below, by content.
    validatorCompiler: () => () => true,
  };
  app.put('/avatar', uploadOptions, async (request, reply): Promise<AvatarResponse> => {
    if (!request.isMultipart()) throw errors.notAnImage();
    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'avatar') throw errors.notAnImage();
      bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw errors.imageTooLarge(AVATAR_MAX_BYTES);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.imageTooLarge(AVATAR_MAX_BYTES);
      // Malformed multipart, too many parts, a client that went away: the upload is unusable either way.
      throw errors.notAnImage();
    }
    const type = detectImageType(bytes);
    if (!type) throw errors.notAnImage();
    // A decode bomb (a few KB claiming gigapixels) is refused from its header: nothing here or in a browser decodes it.
    const size = claimedImageSize(bytes, type);
    if (size && (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE)) throw errors.imageDimensionsTooLarge(AVATAR_MAX_SIDE);

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

/** GET /api/uploads/avatars/:name: the stored images, public (an <img> sends no bearer token). */
export const avatarFilesRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const files = avatarFiles(config.dataDir);
  app.get<{ Params: { name: string } }>('/:name', { schema: usersSchemas.avatarFile }, async (request, reply) => {
    const file = await files.read(request.params.name);
    if (!file) throw errors.avatarNotFound();
    // A fixed name: a saved file never takes the random one, and no uploaded name ever reaches a header.
    const disposition = `inline; filename="avatar.${file.type.extension}"`;
    return reply.headers(AVATAR_HEADERS).header('content-disposition', disposition).type(file.type.contentType).send(file.bytes);
  });
};
