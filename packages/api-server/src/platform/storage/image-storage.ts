import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IMAGE_LIMITS, IMAGE_MESSAGES, type ImageKind } from '@farmplate/contracts';
import { payloadTooLarge, unsupportedMediaType } from '../../http/errors';

/** A file of a multipart request, read into memory (at most the largest image limit). */
export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  !!value && typeof value === 'object' && Buffer.isBuffer((value as UploadedFile).buffer);

/** The only types accepted, recognised from the bytes, never from the name or the declared type. */
const ACCEPTED_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const FOLDERS: Record<ImageKind, string> = { menuItem: 'menu-items', inventory: 'inventory', profile: 'profiles' };

export interface ImageStorage {
  readonly root: string;
  /** Checks size and type and stores the image under a random name; returns its storage-relative path. */
  save(file: UploadedFile, kind: ImageKind): Promise<string>;
  /** Removes a stored image; paths that are URLs or outside the storage folder are left alone. */
  remove(relativePath: string | null | undefined): Promise<void>;
}

export function createImageStorage(root: string): ImageStorage {
  const resolveInside = (relativePath: string): string | null => {
    const absolute = path.resolve(root, relativePath);
    return absolute.startsWith(root + path.sep) ? absolute : null;
  };
  return {
    root,
    async save(file, kind) {
      if (file.buffer.length > IMAGE_LIMITS[kind]) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge[kind]);
      // file-type is ESM-only: a dynamic import keeps this module loadable from CommonJS (and jest),
      // and its 'core' entry is the one every resolver (import or require conditions) can find.
      const { fileTypeFromBuffer } = await import('file-type/core');
      // a damaged file of a known type (a truncated TIFF…) may throw while it is read: not an accepted image
      const detected = await fileTypeFromBuffer(file.buffer).catch(() => undefined);
      const extension = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
      if (!extension) throw unsupportedMediaType(IMAGE_MESSAGES.type[kind]);
      const relativePath = `${FOLDERS[kind]}/${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, FOLDERS[kind]), { recursive: true });
      await writeFile(path.join(root, relativePath), file.buffer, { flag: 'wx' });
      return relativePath;
    },
    async remove(relativePath) {
      if (!relativePath || /^https?:\/\//.test(relativePath)) return;
      const absolute = resolveInside(relativePath);
      if (absolute) await rm(absolute, { force: true });
    },
  };
}
