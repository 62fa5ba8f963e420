import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, errors } from '../errors';
import { imageFiles, type ImageFolder } from './image-files';
import { claimedImageSize, detectImageType, type ImageSize, type ImageType } from './image-type';

/** What one kind of upload (an avatar, a banner) may be: its bytes, and the pixels its header may claim on each side. */
export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
}

export interface UploadedImage {
  bytes: Buffer;
  type: ImageType;
  /** As the header claims it (undefined: no size where a decoder looks, so the file decodes to nothing). */
  size: ImageSize | undefined;
}

/**
 * Multipart for the routes of this plugin: one file, a few small fields. One byte over the limit is read, so that a
 * file cut off at the limit is told apart from one exactly at it by its length alone: the stream's `truncated` flag
 * was seen unset in a race (a 20 MB upload once answered 200).
 */
export async function acceptImageUploads(app: FastifyInstance, limits: ImageLimits): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: limits.maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
}

/** Route options of an upload: the body schema documents the multipart form; the stream is checked by readImageUpload. */
export const IMAGE_UPLOAD_OPTIONS = { validatorCompiler: () => () => true };

/**
 * The image of multipart field `field`, checked by its content: PNG, JPEG or WebP by its first bytes, at most
 * `maxBytes`, and a header that claims at most `maxSide` pixels a side (a decode bomb, a few KB claiming gigapixels,
 * is refused from its header: nothing here or in a browser decodes it). Anything else is refused with 400.
 */
export async function readImageUpload(request: FastifyRequest, field: string, limits: ImageLimits): Promise<UploadedImage> {
  if (!request.isMultipart()) throw errors.notAnImage();
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw errors.notAnImage();
    bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > limits.maxBytes) throw errors.imageTooLarge(limits.maxBytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.imageTooLarge(limits.maxBytes);
    // Malformed multipart, too many parts, a client that went away: the upload is unusable either way.
    throw errors.notAnImage();
  }
  const type = detectImageType(bytes);
  if (!type) throw errors.notAnImage();
  const size = claimedImageSize(bytes, type);
  if (size && (size.width > limits.maxSide || size.height > limits.maxSide)) throw errors.imageDimensionsTooLarge(limits.maxSide);
  return { bytes, type, size };
}

/** Security headers of every served image: the bytes are an image and nothing else, whatever they contain. */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // A stored name is random and never reused, so a file can be cached for good.
  'cache-control': 'public, max-age=31536000, immutable',
};

/** The OpenAPI and parameter schema of a folder's GET /:name. */
export const imageFileSchema = (tags: string[], summary: string) => ({
  tags,
  summary,
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: { type: 'string', maxLength: 64 } },
  },
});

/**
 * GET /:name of a folder's stored images, public (an <img> sends no bearer token), served as `<fileName>.<ext>`: a
 * fixed name, so no uploaded name ever reaches a header.
 */
export const imageFilesRoutes: FastifyPluginAsync<{
  config: Config;
  folder: ImageFolder;
  fileName: string;
  notFound: () => AppError;
  schema: ReturnType<typeof imageFileSchema>;
}> = async (app, { config, folder, fileName, notFound, schema }) => {
  const files = imageFiles(config.dataDir, folder);
  app.get<{ Params: { name: string } }>('/:name', { schema }, async (request, reply) => {
    const file = await files.read(request.params.name);
    if (!file) throw notFound();
    const disposition = `inline; filename="${fileName}.${file.type.extension}"`;
    return reply.headers(IMAGE_HEADERS).header('content-disposition', disposition).type(file.type.contentType).send(file.bytes);
  });
};
