/**
 * An image the shop serves itself (uploaded through /api/admin/uploads, or seeded): `/media/...`
 * with plain path segments (no `..`, no query), so a stored address can never point elsewhere.
 */
export const MEDIA_PATH = /^\/media\/[a-z0-9][a-z0-9/_-]*\.(webp|png|jpe?g)$/;

/** What an uploaded image is for (POST /api/admin/uploads). */
export const UPLOAD_KINDS = ['product', 'gallery', 'category', 'avatar'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
