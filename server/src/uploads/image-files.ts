import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPES, type ImageType } from './image-type';

/** Server-generated names only: 32 hex characters and a known extension, so no path can be smuggled in. */
export const IMAGE_FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** The folders of DATA_DIR that hold uploaded images, each served under /api/uploads/<folder>/. */
export type ImageFolder = 'avatars' | 'banners';

/** Public URL prefix of a folder's images (under /api so the SPA fallback never answers for them). */
export const imageUrlPrefix = (folder: ImageFolder) => `/api/uploads/${folder}/`;

/** Image files in DATA_DIR/<folder>, named at random and never reused (so they can be cached forever). */
export function imageFiles(dataDir: string, folder: ImageFolder) {
  const dir = path.join(dataDir, folder);
  const prefix = imageUrlPrefix(folder);

  return {
    /** Writes the image under a fresh name and returns its public path. */
    async save(bytes: Buffer, type: ImageType): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, bytes, { mode: 0o644 });
      // The rename is atomic: a reader never sees half a file.
      await rename(temporary, path.join(dir, name));
      return prefix + name;
    },

    /** Deletes the file behind a public path; ignores paths that are not one of ours or already gone. */
    async remove(publicPath: string | null): Promise<void> {
      const name = publicPath?.startsWith(prefix) ? publicPath.slice(prefix.length) : undefined;
      if (name && IMAGE_FILE_NAME.test(name)) await rm(path.join(dir, name), { force: true });
    },

    /** The bytes and type of a stored image, or undefined if there is no such file. */
    async read(name: string): Promise<{ bytes: Buffer; type: ImageType } | undefined> {
      const match = IMAGE_FILE_NAME.exec(name);
      if (!match) return undefined;
      try {
        return { bytes: await readFile(path.join(dir, name)), type: IMAGE_TYPES[match[1] as ImageType['extension']] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type ImageFiles = ReturnType<typeof imageFiles>;
