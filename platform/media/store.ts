// The S3 SDK is loaded only when an S3 store is configured (MEDIA_S3_BUCKET): a process on local storage never holds it.
import type { S3Client } from '@aws-sdk/client-s3';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/** Where mirrored media lives. Objects are immutable and named by the digest of their bytes. */
export interface MirrorStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** A local directory: `<key>` holds the bytes, `<key>.type` the content type. */
export class LocalDirStore implements MirrorStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, key), bytes);
    await writeFile(join(this.dir, `${key}.type`), contentType);
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    try {
      const [bytes, contentType] = await Promise.all([readFile(join(this.dir, key)), readFile(join(this.dir, `${key}.type`), 'utf8')]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') return null;
      throw err;
    }
  }
}

export type S3StoreOptions = NonNullable<Config['mediaS3']>;

/** Any S3-compatible object store. Credentials come from the options or the SDK's usual environment chain. */
export class S3Store implements MirrorStore {
  private readonly client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  constructor(private readonly options: S3StoreOptions) {
    this.client = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
        // Objects are small and written whole; compatible stores vary in support for the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    // A failed load is reported by the first put or get that awaits it.
    this.client.catch(() => {});
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { s3, sdk } = await this.client;
    await s3.send(new sdk.PutObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const { s3, sdk } = await this.client;
    try {
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw err;
    }
  }
}
