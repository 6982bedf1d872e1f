import fs from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * An S3-compatible server (s3rver) in this process, on a free port, its objects in a temp folder,
 * with one bucket. `env` points Aseer at it; `client` reads the bucket behind the app's back.
 */
export async function startS3Server(bucket = 'aseer-test') {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env,
    /** The object's bytes in the bucket, or null when there is none. */
    async read(key: string): Promise<Buffer | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    async exists(key: string): Promise<boolean> {
      return client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .then(() => true)
        .catch(() => false);
    },
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
