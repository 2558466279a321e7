/** Public URL of a stored image: storage-relative paths live under /storage/, URLs stay as they are. */
export const imageUrl = (imagePath: string | null): string | null =>
  !imagePath ? null : /^https?:\/\//.test(imagePath) ? imagePath : `/storage/${imagePath}`;
