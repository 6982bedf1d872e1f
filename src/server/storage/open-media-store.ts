import path from 'node:path';
import type { Env } from '../env';
import { localMediaStore, type MediaStore } from './media-store';

/**
 * The bucket when S3_* is set (env.ts checks all or none), else DATA_DIR/media. The S3 client (about
 * a megabyte of modules) loads only for a bucket: a shop on its own disk starts without it.
 */
export async function openMediaStore(env: Env, dataDir: string): Promise<MediaStore> {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { s3MediaStore } = await import('./s3-media-store');
    return s3MediaStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION ?? 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  return localMediaStore(path.join(dataDir, 'media'));
}
