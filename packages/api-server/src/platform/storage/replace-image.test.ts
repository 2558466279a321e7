import type { ImageStorage, UploadedFile } from './image-storage';
import { replaceImage } from './replace-image';

/** A storage that names each saved file and records what was removed. */
function fakeStorage() {
  const removed: (string | null | undefined)[] = [];
  const storage: ImageStorage = {
    root: '/storage',
    save: async (_file: UploadedFile, kind) => `${kind}/new.png`,
    remove: async (path) => void removed.push(path),
  };
  return { storage, removed: () => removed.filter(Boolean) };
}

const upload: UploadedFile = { filename: 'photo.png', buffer: Buffer.from('png') };

test('a written row gets the new image and the replaced file is removed', async () => {
  const { storage, removed } = fakeStorage();
  const row = await replaceImage(
    storage,
    { upload, kind: 'inventory', replaces: 'inventory/old.png' },
    async (path) => ({
      imagePath: path,
    }),
  );
  expect(row).toEqual({ imagePath: 'inventory/new.png' });
  expect(removed()).toEqual(['inventory/old.png']);
});

test('without a file the image is kept: nothing is saved or removed', async () => {
  const { storage, removed } = fakeStorage();
  const row = await replaceImage(
    storage,
    { upload: undefined, kind: 'profile', replaces: 'profiles/old.png' },
    async (path) => ({
      imagePath: path,
    }),
  );
  expect(row).toEqual({ imagePath: undefined });
  expect(removed()).toEqual([]);
});

test('no row written (deleted meanwhile): the new file is removed, the old one kept', async () => {
  const { storage, removed } = fakeStorage();
  const row = await replaceImage(
    storage,
    { upload, kind: 'menuItem', replaces: 'menu-items/old.png' },
    async () => undefined,
  );
  expect(row).toBeUndefined();
  expect(removed()).toEqual(['menuItem/new.png']);
});

test('a failed write removes the new file and passes the error on', async () => {
  const { storage, removed } = fakeStorage();
  await expect(
    replaceImage(storage, { upload, kind: 'inventory', replaces: 'inventory/old.png' }, async () => {
      throw new Error('unique violation');
    }),
  ).rejects.toThrow('unique violation');
  expect(removed()).toEqual(['inventory/new.png']);
});
