import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { openMediaStore } from './open-media-store';

const S3 = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'aseer-media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-s3-env-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('S3_* configuration', () => {
  it('uses the bucket when the endpoint, bucket and keys are set, the local folder when none is', async () => {
    expect((await openMediaStore(loadEnv({ ...S3, S3_FORCE_PATH_STYLE: '1' }), dir)).root).toBe(
      's3://aseer-media',
    );
    expect((await openMediaStore(loadEnv({}), dir)).kind).toBe('local');
  });

  it('refuses to start with half of them, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = S3;
    expect(() => loadEnv(withoutSecret)).toThrow(/S3_SECRET_ACCESS_KEY: .*all or none/);
    expect(() => loadEnv({ S3_BUCKET: 'aseer-media' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ S3_REGION: 'eu-central-1' })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
