import type { ImageKind } from '@farmplate/contracts';
import { isUploadedFile, type ImageStorage } from './image-storage';

/**
 * Points a row at a newly uploaded image and keeps the storage folder in step with the database.
 * `upload` is the request's file field: without a file, `write` gets undefined (keep the image).
 * The new file is removed again when `write` throws or finds no row (answers undefined); the
 * replaced file (`replaces`) is removed once the row points at the new one.
 */
export async function replaceImage<T>(
  storage: ImageStorage,
  { upload, kind, replaces }: { upload: unknown; kind: ImageKind; replaces?: string | null },
  write: (imagePath: string | undefined) => Promise<T>,
): Promise<T> {
  const imagePath = isUploadedFile(upload) ? await storage.save(upload, kind) : undefined;
  let written: T;
  try {
    written = await write(imagePath);
  } catch (error) {
    await storage.remove(imagePath);
    throw error;
  }
  if (written === undefined) await storage.remove(imagePath);
  else if (imagePath !== undefined) await storage.remove(replaces);
  return written;
}
