import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { OutputInfo } from 'sharp';
import { AppError } from '@/server/lib/errors';
import type { MediaStore } from './media-store';

/** Image formats accepted, judged by the file's content (magic bytes), never its name or type. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * What each kind of upload becomes. The storefront shows product and category images as squares
 * (object-cover; a card is up to ~300 CSS px wide on phones, so 800 px stays sharp at 2–3×),
 * hence a centred square crop at 800×800, the spec's recommended main size. Gallery images
 * keep their shape, at most 1200×1200 (the spec's gallery size), never enlarged.
 */
const IMAGE_TARGETS = {
  product: { width: 800, height: 800, fit: 'cover' },
  category: { width: 800, height: 800, fit: 'cover' },
  gallery: { width: 1200, height: 1200, fit: 'inside' },
  /** People's photos (employees, staff): shown at most ~96 CSS px, so 300 px is sharp at 3×. */
  avatar: { width: 300, height: 300, fit: 'cover' },
} as const satisfies Record<string, { width: number; height: number; fit: 'cover' | 'inside' }>;
type ImageKind = keyof typeof IMAGE_TARGETS;

/** Folder of uploaded images under the media root: random names, so cached for a year. */
export const UPLOADS_FOLDER = 'uploads';
const WEBP_QUALITY = 80;
/** Refuses decompression bombs: 40 megapixels is more than any phone camera sends. */
const MAX_INPUT_PIXELS = 40_000_000;

interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Checks that `bytes` hold a JPEG, PNG or WebP image, turns it the right way up (EXIF), resizes
 * it for `kind`, re-encodes it as WebP without metadata and stores it under a random name.
 * Throws `unsupported_image` (422) for anything else, including a broken image.
 */
export async function storeUploadedImage(
  media: MediaStore,
  bytes: Buffer,
  kind: ImageKind,
): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('unsupported_image', 422);
  const target = IMAGE_TARGETS[kind];
  let out: { data: Buffer; info: OutputInfo };
  try {
    // Loaded with the first image, not at start (decision 061).
    const { default: sharp } = await import('sharp');
    out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: target.width,
        height: target.height,
        fit: target.fit,
        withoutEnlargement: target.fit === 'inside',
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('unsupported_image', 422);
  }
  const url = await media.put(`${UPLOADS_FOLDER}/${randomUUID()}.webp`, out.data);
  return { url, width: out.info.width, height: out.info.height };
}
