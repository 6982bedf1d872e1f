import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, etagMatches, type MediaStore, type StoredObject } from './media-store';

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const statusOf = (e: unknown) =>
  e instanceof S3ServiceException
    ? e.$metadata.httpStatusCode
    : (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...). The bucket
 * stays private: the server reads objects and sends them under /media/ (decision 054).
 */
export function s3MediaStore(config: S3Config): MediaStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default trailing checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    root: `s3://${Bucket}`,
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentTypeOf(key) }),
      );
      return `/media/${key}`;
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (e) {
        if (statusOf(e) === 404) return null;
        throw e;
      }
    },
    async open(key, ifNoneMatch) {
      let out;
      try {
        out = await client.send(
          new GetObjectCommand({ Bucket, Key: checkKey(key), IfNoneMatch: ifNoneMatch || undefined }),
        );
      } catch (e) {
        const status = statusOf(e);
        if (status === 304) return 'not-modified';
        if (status === 404) return null;
        throw e;
      }
      const etag = out.ETag ?? '""';
      // A server that ignores If-None-Match still gives the ETag: compared here too.
      if (!out.Body || etagMatches(ifNoneMatch, etag)) {
        await out.Body?.transformToWebStream().cancel();
        return out.Body ? 'not-modified' : null;
      }
      return {
        body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: out.ContentLength ?? 0,
        etag,
        modified: out.LastModified ?? new Date(0),
      };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) found.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
  };
}
