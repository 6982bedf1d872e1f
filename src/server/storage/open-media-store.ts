import path from 'node:path';
import type { Env } from '../env';
import { localMediaStore, type MediaStore } from './media-store';
import { s3MediaStore } from './s3-media-store';

/** The bucket when S3_* is set (env.ts checks all or none), else DATA_DIR/media. */
export function openMediaStore(env: Env, dataDir: string): MediaStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
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
