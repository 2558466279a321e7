/** Image uploads (spec §5, §9): the same limits in the forms and on the server. */

export type ImageKind = 'menuItem' | 'inventory' | 'profile';

const MB = 1024 * 1024;

export const IMAGE_LIMITS: Record<ImageKind, number> = {
  menuItem: 10 * MB,
  inventory: 5 * MB,
  profile: 10 * MB,
};

export const IMAGE_MESSAGES = {
  /** The wording each screen uses for a file that is not an accepted image. */
  type: {
    menuItem: 'Only JPEG, PNG, GIF, and WebP images are allowed',
    inventory: 'Please select a valid image file',
    profile: 'Invalid image file. Please upload a valid image.',
  } satisfies Record<ImageKind, string>,
  tooLarge: {
    menuItem: 'Image size must be less than 10MB',
    inventory: 'Image size must be less than 5MB',
    profile: 'Image size must be less than 10MB',
  } satisfies Record<ImageKind, string>,
} as const;
