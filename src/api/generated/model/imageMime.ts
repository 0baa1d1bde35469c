/**
 * The image type, detected from the file's content (never from its name or header).
 */
export type ImageMime = (typeof ImageMime)[keyof typeof ImageMime];

export const ImageMime = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
} as const;
